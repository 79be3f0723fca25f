import { expect, test } from 'vitest'
import { isValidEmail } from './isValidEmail.js'

test.each(['me@example.com', 'first.last+tag@sub.example.co.uk', 'a@b.io', "o'brien@example.org"])(
  'accepts %s',
  (email) => {
    expect(isValidEmail(email)).toBe(true)
  },
)

test.each([
  '',
  'me',
  'me@',
  '@example.com',
  'me@example',
  'me@@example.com',
  'me @example.com',
  ' me@example.com',
  'me@example.com ',
  'me@-example.com',
  'me@example..com',
  'me@exam_ple.com',
  `${'a'.repeat(250)}@example.com`,
  undefined,
  null,
])('refuses %j', (email) => {
  expect(isValidEmail(email)).toBe(false)
})
