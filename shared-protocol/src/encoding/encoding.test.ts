import { describe, expect, test } from 'vitest'
import { decodeBase58, encodeBase58 } from './base58.js'
import { decodeBase64, encodeBase64 } from './base64.js'

// Known pairs: Solana's system program, a 32-byte key of 0xff, leading zero bytes.
const pairs: [number[], string][] = [
  [new Array(32).fill(0), '11111111111111111111111111111111'],
  [new Array(32).fill(255), 'JEKNVnkbo3jma5nREBBJCDoXFVeKkD56V3xKrvRmWxFG'],
  [[0, 0, 1], '112'],
  [[], ''],
  [[0x61], '2g'],
]

describe('base58', () => {
  test.each(pairs)('%j <-> %s', (bytes, text) => {
    expect(encodeBase58(Uint8Array.from(bytes))).toBe(text)
    expect([...decodeBase58(text)]).toEqual(bytes)
  })

  test('round-trips random bytes', () => {
    for (let n = 0; n < 50; n++) {
      const bytes = crypto.getRandomValues(new Uint8Array(n))
      expect(decodeBase58(encodeBase58(bytes))).toEqual(bytes)
    }
  })

  test.each(['0', 'O', 'I', 'l', 'abc!', ' 2g'])('refuses %j', (text) => {
    expect(() => decodeBase58(text)).toThrow('Invalid base58')
  })
})

describe('base64', () => {
  test('round-trips, including past one chunk', () => {
    const big = Uint8Array.from({ length: 70_000 }, (_, i) => (i * 7919) % 256)
    expect(decodeBase64(encodeBase64(big))).toEqual(big)
    expect(encodeBase64(new TextEncoder().encode('hi'))).toBe('aGk=')
  })

  test.each(['a', 'abc$', 'YQ=a', 'aGk==='])('refuses %j', (text) => {
    expect(() => decodeBase64(text)).toThrow('Invalid base64')
  })
})
