import { describe, expect, it } from 'vitest'
import { checkAmount, formatFiatIn, limitsText, normalizeAmount } from './onrampAmount.js'

const card = { min: '10.00', max: '7500.00' }
const bank = { min: '10.00', max: '25000.00' }

describe('checkAmount', () => {
  it('asks for an amount while there is none', () => {
    expect(checkAmount('  ', card, 'USD')).toEqual({ ok: false, kind: 'empty', message: 'Enter an amount' })
  })

  it.each(['abc', '1e3', '-5', '10.001', '0', '0.00', '.', '1.2.3'])('refuses %s', (text) => {
    expect(checkAmount(text, card, 'USD')).toEqual({
      ok: false,
      kind: 'error',
      message: 'Enter a valid amount',
    })
  })

  it("says the method's limits in the cloud's words, both ends included", () => {
    expect(checkAmount('9.99', card, 'USD')).toEqual({
      ok: false,
      kind: 'error',
      message: 'Amount must be between 10 and 7500 USD',
    })
    expect(checkAmount('7500.01', card, 'EUR')).toMatchObject({
      message: 'Amount must be between 10 and 7500 EUR',
    })
    expect(checkAmount('10', card, 'USD')).toEqual({ ok: true })
    expect(checkAmount('7500.00', card, 'USD')).toEqual({ ok: true })
  })

  it("takes the bank account's higher limit", () => {
    expect(checkAmount('20000', bank, 'USD')).toEqual({ ok: true })
    expect(checkAmount('25000.50', bank, 'USD')).toMatchObject({
      message: 'Amount must be between 10 and 25000 USD',
    })
  })

  it('checks only the number without limits', () => {
    expect(checkAmount('1', undefined, 'USD')).toEqual({ ok: true })
  })

  it('keeps cents in a limit', () => {
    expect(limitsText({ min: '10.50', max: '99.90' }, 'USD')).toBe('Amount must be between 10.5 and 99.9 USD')
  })
})

describe('normalizeAmount', () => {
  it('reads a decimal comma and drops spaces', () => {
    expect(normalizeAmount(' 1 000,5 ')).toBe('1000.5')
  })
})

describe('formatFiatIn', () => {
  it('shows 2 decimals, en-US, in the currency', () => {
    expect(formatFiatIn('1234.5', 'USD')).toBe('$1,234.50')
    expect(formatFiatIn('50', 'EUR')).toBe('€50.00')
    expect(formatFiatIn('0.005', 'USD')).toBe('$0.01')
  })

  it('shows whole units for presets', () => {
    expect(formatFiatIn(250, 'USD', { whole: true })).toBe('$250')
  })

  it('writes a code Intl refuses after the number', () => {
    expect(formatFiatIn('5', 'NOT-A-CODE')).toBe('5.00 NOT-A-CODE')
  })
})
