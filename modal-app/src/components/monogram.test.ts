import { describe, expect, it } from 'vitest'
import { initials, monogramColor } from './monogram.js'

describe('initials', () => {
  it('takes the first letter of the first two words', () => {
    expect(initials('Ledger Live')).toBe('LL')
    expect(initials('argent')).toBe('A')
    expect(initials('Crypto.com | DeFi Wallet')).toBe('CC')
    expect(initials('  ')).toBe('?')
  })
})

describe('monogramColor', () => {
  it('is the same for the same name and differs between names', () => {
    expect(monogramColor('Argent')).toBe(monogramColor('Argent'))
    expect(monogramColor('Argent')).not.toBe(monogramColor('Aktionariat'))
    expect(monogramColor('Argent')).toMatch(/^hsl\(\d+ 55% 28%\)$/)
  })
})
