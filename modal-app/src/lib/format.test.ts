import { describe, expect, it } from 'vitest'
import { bytesToHex, formatUnitsTruncated, textToHex, truncateAddress } from './format.js'

describe('format', () => {
  it('truncates addresses with start and end characters', () => {
    expect(truncateAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe('0xf39F…2266')
    expect(truncateAddress('0x1234')).toBe('0x1234')
  })

  it('truncates balances to 3 decimals without rounding', () => {
    expect(formatUnitsTruncated(9999989999999999999999n, 18)).toBe('9999.989')
    expect(formatUnitsTruncated(10000n * 10n ** 18n, 18)).toBe('10000')
    expect(formatUnitsTruncated(1_999_999n, 6)).toBe('1.999')
    expect(formatUnitsTruncated(1_500_000n, 6)).toBe('1.5')
    expect(formatUnitsTruncated(999n, 18)).toBe('0')
    expect(formatUnitsTruncated(0n, 0)).toBe('0')
  })

  it('writes bytes as two lowercase hex digits each, and a text as personal_sign hex', () => {
    expect(bytesToHex(new Uint8Array([0, 1, 15, 16, 171, 255]))).toBe('00010f10abff')
    expect(bytesToHex(new Uint8Array())).toBe('')
    expect(textToHex('Hi é')).toBe('0x486920c3a9')
  })
})
