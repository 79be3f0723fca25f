import { expect, test } from 'vitest'
import { isPositiveAmount } from './isPositiveAmount.js'

test.each(['1', '0.5', '.5', '1e-3', ' 2 ', 3, 0.0001])('accepts %j', (value) => {
  expect(isPositiveAmount(value)).toBe(true)
})

test.each([
  '',
  ' ',
  '0',
  '0.0',
  '-1',
  'abc',
  '1,5',
  '0x10',
  'Infinity',
  0,
  -1,
  Number.NaN,
  Infinity,
  undefined,
  null,
])('refuses %j', (value) => {
  expect(isPositiveAmount(value)).toBe(false)
})
