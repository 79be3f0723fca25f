import { expect, test } from 'vitest'
import { chargeCard, DECLINED, groupDigits, INSUFFICIENT_FUNDS, NOT_A_TEST_CARD } from './testCards.js'

test('the test cards pay, decline or lack funds; any other card is refused', () => {
  expect(chargeCard('4242 4242 4242 4242')).toEqual({ paid: true })
  expect(chargeCard('4242-4242-4242-4242')).toEqual({ paid: true })
  expect(chargeCard('4000000000000002')).toEqual({ paid: false, message: DECLINED })
  expect(chargeCard('4000 0000 0000 9995')).toEqual({ paid: false, message: INSUFFICIENT_FUNDS })
  expect(chargeCard('5555 5555 5555 4444')).toEqual({ paid: false, message: NOT_A_TEST_CARD })
  expect(groupDigits('4000000000009995')).toBe('4000 0000 0000 9995')
})
