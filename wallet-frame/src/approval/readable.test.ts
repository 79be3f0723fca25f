import { describe, expect, it } from 'vitest'
import { dataLength, formatEther, MAX_SHOWN, readableMessage } from './readable.js'

describe('readableMessage', () => {
  it('shows hex as UTF-8 text when printable, else as the hex', () => {
    expect(readableMessage('0x68656c6c6f20776f726c64')).toBe('hello world')
    expect(readableMessage('0x4c696e6520310a4c696e652032')).toBe('Line 1\nLine 2')
    expect(readableMessage('0xe282ac')).toBe('€')
    expect(readableMessage('0x00ff10')).toBe('0x00ff10')
    expect(readableMessage('0xc328')).toBe('0xc328')
    // A right-to-left override would reorder what the visitor reads.
    expect(readableMessage('0xe280ae6162')).toBe('0xe280ae6162')
    expect(readableMessage('plain text')).toBe('plain text')
    expect(readableMessage(42)).toBe('42')
    expect(readableMessage('a'.repeat(MAX_SHOWN + 10))).toHaveLength(MAX_SHOWN + 1)
  })
})

describe('formatEther and dataLength', () => {
  it('formats wei as ETH with every significant digit', () => {
    expect(formatEther('0x2386f26fc10000')).toBe('0.01')
    expect(formatEther('1000000000000000000')).toBe('1')
    expect(formatEther('0xde0b6b3a7640001')).toBe('1.000000000000000001')
    expect(formatEther(undefined)).toBe('0')
    expect(formatEther('lots')).toBe('lots')
  })

  it('counts data bytes', () => {
    expect(dataLength('0xa9059cbb')).toBe(4)
    expect(dataLength('0x')).toBe(0)
    expect(dataLength(undefined)).toBe(0)
    expect(dataLength('zz')).toBe(0)
  })
})
