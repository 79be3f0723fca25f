import { describe, expect, it } from 'vitest'
import { accountTypeRowText } from './accountTypeRowText.js'

describe('accountTypeRowText', () => {
  it("says AppKit's switch and which account is connected", () => {
    expect(accountTypeRowText('smartAccount')).toEqual({
      label: 'Switch to your EOA',
      badge: 'Smart account',
      switchTo: 'eoa',
    })
    expect(accountTypeRowText('eoa')).toEqual({
      label: 'Switch to your smart account',
      badge: 'EOA',
      switchTo: 'smartAccount',
    })
    expect(accountTypeRowText('payment')).toBeUndefined()
    expect(accountTypeRowText(undefined)).toBeUndefined()
  })
})
