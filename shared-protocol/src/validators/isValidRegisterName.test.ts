import { expect, test } from 'vitest'
import { isValidRegisterName } from './isValidRegisterName.js'

test.each(['abcd', 'my-name', 'ABC1', '1234', 'a--b', 'abc--d', 'a'.repeat(64)])('accepts %s', (name) => {
  expect(isValidRegisterName(name)).toBe(true)
})

test.each([
  '',
  'abc',
  'my name',
  'my_name',
  'name.eth',
  'nämé',
  'abcd!',
  ' abcd',
  'xn--80ak6aa92e',
  'XN--80AK6AA92E',
  'ab--cd',
  '----',
  undefined,
  1234,
])('refuses %j', (name) => {
  expect(isValidRegisterName(name)).toBe(false)
})
