import { expect, test } from 'vitest'
import { isTransactionHash } from './isTransactionHash.js'

test('accepts 0x and 64 hex characters', () => {
  expect(isTransactionHash(`0x${'ab'.repeat(32)}`)).toBe(true)
  expect(isTransactionHash(`0x${'AB'.repeat(32)}`)).toBe(true)
})

test.each([
  `0x${'a'.repeat(63)}`,
  `0x${'a'.repeat(65)}`,
  'a'.repeat(66),
  `0x${'g'.repeat(64)}`,
  '',
  undefined,
  1,
])('refuses %j', (value) => {
  expect(isTransactionHash(value)).toBe(false)
})
