import { describe, expect, it } from 'vitest'
import { DEV_KEYPAIRS, TREASURY, USDC_MINT } from './devKeypairs.js'
import {
  decodeMint,
  decodeTokenAccount,
  encodeMint,
  encodeTokenAccount,
  tokenAmount,
  uiAmountString,
} from './tokenLayout.js'

describe('SPL Token layouts', () => {
  it('a token account written by the genesis reads back field for field', () => {
    const owner = DEV_KEYPAIRS[0]?.address as string
    const data = encodeTokenAccount({ mint: USDC_MINT, owner, amount: 123_456_789n })
    expect(data.length).toBe(165)
    expect(decodeTokenAccount(data)).toEqual({
      mint: USDC_MINT,
      owner,
      amount: 123_456_789n,
      delegate: null,
      state: 'initialized',
      isNative: null,
      delegatedAmount: 0n,
      closeAuthority: null,
    })
    expect(decodeMint(data)).toBeUndefined()
  })

  it('a mint reads back, and is not taken for a token account', () => {
    const data = encodeMint({
      mintAuthority: TREASURY.address,
      supply: 5n,
      decimals: 6,
      freezeAuthority: null,
    })
    expect(decodeMint(data)).toEqual({
      mintAuthority: TREASURY.address,
      supply: 5n,
      decimals: 6,
      isInitialized: true,
      freezeAuthority: null,
    })
    expect(decodeTokenAccount(data)).toBeUndefined()
  })

  it('amounts read as the RPC writes them: trailing zeros dropped, small amounts padded', () => {
    expect(uiAmountString(1_500_000n, 6)).toBe('1.5')
    expect(uiAmountString(0n, 6)).toBe('0')
    expect(uiAmountString(7n, 6)).toBe('0.000007')
    expect(uiAmountString(10_000_000_000n, 6)).toBe('10000')
    expect(uiAmountString(42n, 0)).toBe('42')
    expect(tokenAmount(2_500_000n, 6)).toEqual({
      amount: '2500000',
      decimals: 6,
      uiAmount: 2.5,
      uiAmountString: '2.5',
    })
  })
})
