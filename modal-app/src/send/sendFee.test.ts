import { afterEach, describe, expect, it } from 'vitest'
import { setTranslations } from '../i18n/t.js'
import { feeErrorText, formatSendFee, GAS_PRICE_UNSUPPORTED } from './sendFee.js'

describe('the send fee as shown', () => {
  afterEach(() => setTranslations('en', undefined))

  it('is exact SOL on Solana, USD elsewhere, nothing until known', () => {
    expect(formatSendFee('solana', 5000n, 0.00075)).toBe('0.000005 SOL')
    expect(formatSendFee('solana', 2_044_280n, 0.31)).toBe('0.00204428 SOL')
    expect(formatSendFee('solana', undefined, 0.31)).toBeUndefined()
    expect(formatSendFee('eip155', 1_000_000_000n, 0.2)).toBe('$0.20')
    expect(formatSendFee('eip155', 1n, undefined)).toBeUndefined()
  })

  it("writes SOL in the visitor's locale", () => {
    setTranslations('de', undefined)
    expect(formatSendFee('solana', 2_044_280n, 0.31)).toBe('0,00204428 SOL')
  })

  it('says its own errors through the catalogue and a node’s as they came', () => {
    setTranslations('fr', (message) => (message === GAS_PRICE_UNSUPPORTED ? 'traduit' : undefined))
    expect(feeErrorText(GAS_PRICE_UNSUPPORTED)).toBe('traduit')
    expect(feeErrorText('Transaction failed: {"InstructionError":[0,1]}')).toBe(
      'Transaction failed: {"InstructionError":[0,1]}',
    )
  })
})
