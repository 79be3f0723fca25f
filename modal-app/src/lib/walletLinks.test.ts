import { describe, expect, it } from 'vitest'
import { formatWalletLink } from './walletLinks.js'

const uri = 'wc:abc@2?relay-protocol=irn&symKey=1'
const encoded = encodeURIComponent(uri)

describe('formatWalletLink', () => {
  it('formats native schemes and universal links', () => {
    expect(formatWalletLink('rainbow:', uri)).toBe(`rainbow://wc?uri=${encoded}`)
    expect(formatWalletLink('metamask://', uri)).toBe(`metamask://wc?uri=${encoded}`)
    expect(formatWalletLink('https://rnbwapp.com/', uri)).toBe(`https://rnbwapp.com/wc?uri=${encoded}`)
  })

  it('refuses dangerous schemes', () => {
    expect(formatWalletLink('javascript:alert(1)', uri)).toBeUndefined()
    expect(formatWalletLink('data:text/html,x', uri)).toBeUndefined()
  })
})
