import { expect, test } from 'vitest'
import { isValidRegisterName } from './isValidRegisterName.js'

test.each(['abcd', 'my-name', 'ABC1', '1234', '----', 'a'.repeat(64)])('accepts %s', (name) => {
  expect(isValidRegisterName(name)).toBe(true)
})

test.each(['', 'abc', 'my name', 'my_name', 'name.eth', 'nämé', 'abcd!', ' abcd', undefined, 1234])(
  'refuses %j',
  (name) => {
    expect(isValidRegisterName(name)).toBe(false)
  },
)
