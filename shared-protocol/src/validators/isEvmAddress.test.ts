import { expect, test } from 'vitest'
import { isEvmAddress } from './isEvmAddress.js'

test.each([
  '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045',
  '0x0000000000000000000000000000000000000000',
  'd8dA6BF26964aF9D7eEd9e03E53415D37aA96045',
])('accepts %s', (value) => {
  expect(isEvmAddress(value)).toBe(true)
})

test.each([
  '',
  '0x',
  '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA9604',
  '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA960455',
  '0xg8dA6BF26964aF9D7eEd9e03E53415D37aA96045',
  '0Xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045',
  ' 0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045',
  '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045\n',
  'vitalik.eth',
  undefined,
  null,
  42,
])('refuses %j', (value) => {
  expect(isEvmAddress(value)).toBe(false)
})
