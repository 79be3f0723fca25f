import { describe, expect, it } from 'vitest'
import { formatSendFee } from './sendFee.js'

describe('the send fee as shown', () => {
  it('is exact SOL on Solana, USD elsewhere, nothing until known', () => {
    expect(formatSendFee('solana', 5000n, 0.00075)).toBe('0.000005 SOL')
    expect(formatSendFee('solana', 2_044_280n, 0.31)).toBe('0.00204428 SOL')
    expect(formatSendFee('solana', undefined, 0.31)).toBeUndefined()
    expect(formatSendFee('eip155', 1_000_000_000n, 0.2)).toBe('$0.20')
    expect(formatSendFee('eip155', 1n, undefined)).toBeUndefined()
  })
})
