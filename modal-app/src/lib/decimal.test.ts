import { describe, expect, it } from 'vitest'
import {
  add,
  divide,
  formatBalance,
  formatFiat,
  multiply,
  subtract,
  toBaseUnits,
  toDecimal,
} from './decimal.js'

describe('decimal arithmetic', () => {
  it('adds, subtracts, multiplies and divides exactly to 20 significant places, half up', () => {
    expect(add('0.1', '0.2').toString()).toBe('0.3')
    expect(subtract('1', '0.9999').toString()).toBe('0.0001')
    expect(multiply('1.5', '3000').toString()).toBe('4500')
    expect(divide('2', '3').toString()).toBe('0.66666666666666666667')
  })

  it('refuses invalid numbers, division by zero and invalid precision', () => {
    for (const bad of ['', 'abc', '1.2.3', '0x10', 'NaN', 'Infinity', '1e', '--1'])
      expect(() => toDecimal(bad)).toThrow(/Invalid number/)
    expect(() => toDecimal(Number.NaN)).toThrow(/Invalid number/)
    expect(() => divide('1', '0')).toThrow('Division by zero')
    expect(() => formatBalance('1', -1)).toThrow(/Invalid precision/)
    expect(() => formatBalance('1', 1.5)).toThrow(/Invalid precision/)
  })

  it('formats balances truncated to 3 decimals and fiat as en-US with 2', () => {
    expect(formatBalance('1.23999')).toBe('1.239')
    expect(formatBalance('250.5')).toBe('250.5')
    expect(formatBalance('0.0009')).toBe('0')
    expect(formatFiat('1234.5')).toBe('$1,234.50')
    expect(formatFiat('0.005')).toBe('$0.01')
  })

  it('converts amounts to base units and refuses more decimals than the token has', () => {
    expect(toBaseUnits('1.5', 6)).toBe(1_500_000n)
    expect(toBaseUnits('0.01', 18)).toBe(10_000_000_000_000_000n)
    expect(toBaseUnits('1234567.123456789012345678', 18)).toBe(1_234_567_123_456_789_012_345_678n)
    expect(() => toBaseUnits('1.0000001', 6)).toThrow(/at most 6/)
    expect(() => toBaseUnits('-1', 6)).toThrow(/Invalid number/)
  })
})
