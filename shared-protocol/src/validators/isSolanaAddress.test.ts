import { expect, test } from 'vitest'
import { isSolanaAddress } from './isSolanaAddress.js'

test.each([
  '7v91N7iZ9mNicL8WfG6cgSCKyRXydQjLh6UYBWwm6y1Q',
  '11111111111111111111111111111111',
  'So11111111111111111111111111111111111111112',
  'z'.repeat(44),
])('accepts %s', (value) => {
  expect(isSolanaAddress(value)).toBe(true)
})

test.each([
  '',
  '1'.repeat(31),
  'z'.repeat(45),
  '0v91N7iZ9mNicL8WfG6cgSCKyRXydQjLh6UYBWwm6y1Q',
  'Ov91N7iZ9mNicL8WfG6cgSCKyRXydQjLh6UYBWwm6y1Q',
  'Iv91N7iZ9mNicL8WfG6cgSCKyRXydQjLh6UYBWwm6y1Q',
  'lv91N7iZ9mNicL8WfG6cgSCKyRXydQjLh6UYBWwm6y1Q',
  '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045',
  ' 7v91N7iZ9mNicL8WfG6cgSCKyRXydQjLh6UYBWwm6y1Q',
  undefined,
  123,
])('refuses %j', (value) => {
  expect(isSolanaAddress(value)).toBe(false)
})
