import { expect, test } from 'vitest'
import { isSignedMessage } from './isSignedMessage.js'

test('accepts 0x and 62 or more hex characters', () => {
  expect(isSignedMessage(`0x${'a'.repeat(62)}`)).toBe(true)
  expect(isSignedMessage(`0x${'ab'.repeat(65)}`)).toBe(true)
  expect(isSignedMessage(`0x${'ab'.repeat(32)}`)).toBe(true)
})

test.each([`0x${'a'.repeat(61)}`, `0x${'a'.repeat(61)}z`, 'a'.repeat(70), '0x', '', null, {}])(
  'refuses %j',
  (value) => {
    expect(isSignedMessage(value)).toBe(false)
  },
)
