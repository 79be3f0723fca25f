import { describe, expect, it } from 'vitest'
import { toDecimal } from '../lib/decimal.js'
import { checkSwap, type SwapCheckInput } from './swapCheck.js'

// Selling 100 USDC (6 decimals) for DAI, holding 250 USDC and $30 of ETH; the swap's gas costs $0.90.
const input = (patch: Partial<SwapCheckInput> = {}): SwapCheckInput => ({
  from: { decimals: 6, native: false },
  to: { decimals: 18 },
  amount: '100',
  fromBalance: '250',
  hasQuote: true,
  quoteLoading: false,
  quoteError: undefined,
  networkBalanceInUSD: 30,
  gasFeeInUSD: 0.9,
  gasFeeInNative: toDecimal('0.0003'),
  nativeBalance: '0.01',
  ...patch,
})

describe('the swap button', () => {
  it('asks for the tokens, then an amount', () => {
    expect(checkSwap(input({ to: undefined }))).toMatchObject({ ok: false, message: 'Select token' })
    expect(checkSwap(input({ from: undefined, amount: '' }))).toMatchObject({ message: 'Select token' })
    expect(checkSwap(input({ amount: ' ' }))).toMatchObject({ kind: 'incomplete', message: 'Enter amount' })
    expect(checkSwap(input({ amount: '0' }))).toMatchObject({ kind: 'incomplete', message: 'Enter amount' })
  })

  it('refuses an amount that is not one, or has more decimals than the token', () => {
    for (const amount of ['abc', '-1', '1.0000001'])
      expect(checkSwap(input({ amount }))).toEqual({ ok: false, kind: 'error', message: 'Invalid amount' })
  })

  it('refuses more than the balance, and any amount of a token not held', () => {
    expect(checkSwap(input({ amount: '250.000001' }))).toMatchObject({
      kind: 'error',
      message: 'Insufficient balance',
    })
    expect(checkSwap(input({ fromBalance: undefined }))).toMatchObject({ message: 'Insufficient balance' })
    expect(checkSwap(input({ amount: '250' }))).toEqual({ ok: true, message: 'Review swap' })
    // One wei over a 22-digit balance: beyond decimal.js's 20 places, caught in base units.
    const big = { from: { decimals: 18, native: false }, fromBalance: '9999.123456789012345678' }
    expect(checkSwap(input({ ...big, amount: '9999.123456789012345679' }))).toMatchObject({
      message: 'Insufficient balance',
    })
    expect(checkSwap(input({ ...big, amount: '9999.123456789012345678' }))).toMatchObject({ ok: true })
  })

  it("waits for a quote, and says the cloud's reason when there is none", () => {
    expect(checkSwap(input({ hasQuote: false, quoteLoading: true }))).toMatchObject({
      kind: 'waiting',
      message: 'Getting quote…',
    })
    // A quote for the amount before is not a quote for this one.
    expect(checkSwap(input({ quoteLoading: true }))).toMatchObject({ kind: 'waiting' })
    expect(checkSwap(input({ hasQuote: false, quoteError: 'No liquidity for this pair' }))).toMatchObject({
      kind: 'error',
      message: 'No liquidity for this pair',
    })
  })

  it('applies the gas rule: network balance in USD zero, or below the gas cost', () => {
    expect(checkSwap(input({ networkBalanceInUSD: 0 }))).toMatchObject({
      kind: 'error',
      message: 'Insufficient gas',
    })
    expect(checkSwap(input({ networkBalanceInUSD: 0.89 }))).toMatchObject({ message: 'Insufficient gas' })
    expect(checkSwap(input({ networkBalanceInUSD: 0.9 }))).toMatchObject({ ok: true })
    // Zero is refused even before the fee is known.
    expect(checkSwap(input({ networkBalanceInUSD: 0, gasFeeInUSD: undefined }))).toMatchObject({
      message: 'Insufficient gas',
    })
    expect(checkSwap(input({ networkBalanceInUSD: 0, smartAccount: true }))).toMatchObject({ ok: true })
  })

  it('selling the native token keeps enough of it for gas', () => {
    const eth = { from: { decimals: 18, native: true }, fromBalance: '0.01', nativeBalance: '0.01' }
    expect(checkSwap(input({ ...eth, amount: '0.0097' }))).toMatchObject({ ok: true })
    expect(checkSwap(input({ ...eth, amount: '0.00971' }))).toMatchObject({ message: 'Insufficient gas' })
    expect(checkSwap(input({ ...eth, amount: '0.011' }))).toMatchObject({ message: 'Insufficient balance' })
  })
})
