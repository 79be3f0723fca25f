import { describe, expect, test } from 'vitest'
import { chainIdToHex } from './chainIdToHex.js'

describe('chainIdToHex', () => {
  test('converts numbers and decimal strings', () => {
    expect(chainIdToHex(1)).toBe('0x1')
    expect(chainIdToHex(0)).toBe('0x0')
    expect(chainIdToHex(42161)).toBe('0xa4b1')
    expect(chainIdToHex('31337')).toBe('0x7a69')
    expect(chainIdToHex(Number.MAX_SAFE_INTEGER)).toBe('0x1fffffffffffff')
  })

  test.each([
    -1,
    1.5,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    2 ** 53,
    '',
    '0x1',
    '1e3',
    '-1',
    ' 1',
    '99999999999999999',
  ])('refuses %j', (input) => {
    expect(() => chainIdToHex(input)).toThrow('Invalid chainId')
  })
})
