import { describe, expect, test } from 'vitest'
import { chainIdToHex } from './chainIdToHex.js'
import { hexToChainId } from './hexToChainId.js'

describe('hexToChainId', () => {
  test('converts', () => {
    expect(hexToChainId('0x1')).toBe(1)
    expect(hexToChainId('0xA4B1')).toBe(42161)
    expect(hexToChainId('0x0000000000000000001')).toBe(1)
    expect(hexToChainId('0x1fffffffffffff')).toBe(Number.MAX_SAFE_INTEGER)
  })

  test('round-trips with chainIdToHex', () => {
    for (const id of [0, 1, 10, 137, 8453, 31337, 1313161554]) expect(hexToChainId(chainIdToHex(id))).toBe(id)
  })

  test.each(['', '0x', '1', '0xg', '0x 1', '0x20000000000000', '0x10000000000000000', '-0x1'])(
    'refuses %j',
    (input) => {
      expect(() => hexToChainId(input)).toThrow('Invalid chainId')
    },
  )

  test('refuses a non-string at run time', () => {
    expect(() => hexToChainId(1 as unknown as string)).toThrow('Invalid chainId')
  })
})
