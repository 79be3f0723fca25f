import { describe, expect, it } from 'vitest'
import { estimateQuote, fromCloudQuote } from './onrampQuote.js'

describe('estimateQuote', () => {
  const input = { amount: '50', fiat: 'USD', symbol: 'ETH', price: 3000, feeRange: '1-2%' }

  it("takes the provider's highest fee and buys the rest at the price, rounded down", () => {
    expect(estimateQuote(input)).toEqual({
      purchaseAmount: { value: '0.01633333', currency: 'ETH' },
      providerFee: { value: '1.00', currency: 'USD' },
      networkFee: undefined,
      total: { value: '50.00', currency: 'USD' },
      quoteId: undefined,
      estimate: true,
    })
  })

  it('rounds the fee up to the cent', () => {
    expect(estimateQuote({ ...input, amount: '10.01' })?.providerFee.value).toBe('0.21')
  })

  it('reads a one-number fee and falls back to 2% for an unreadable range', () => {
    expect(estimateQuote({ ...input, feeRange: '1.5%' })?.providerFee.value).toBe('0.75')
    expect(estimateQuote({ ...input, feeRange: 'varies' })?.providerFee.value).toBe('1.00')
  })

  it('gives none without a usable price', () => {
    for (const price of [0, -1, Number.NaN, Number.POSITIVE_INFINITY])
      expect(estimateQuote({ ...input, price })).toBeUndefined()
  })

  it('gives none when the fee leaves nothing to buy', () => {
    expect(estimateQuote({ ...input, amount: '0.01' })).toBeUndefined()
  })
})

describe('fromCloudQuote', () => {
  it("shows the cloud's figures under the provider's fee, with its quote id", () => {
    const usd = (value: string) => ({ value, currency: 'USD' })
    const quote = fromCloudQuote({
      purchaseAmount: { value: '0.01622', currency: 'ETH' },
      paymentSubtotal: usd('49.24'),
      paymentTotal: usd('50.00'),
      networkFee: usd('0.01'),
      coinbaseFee: usd('0.75'),
      quoteId: 'q1',
    })
    expect(quote).toEqual({
      purchaseAmount: { value: '0.01622', currency: 'ETH' },
      providerFee: usd('0.75'),
      networkFee: usd('0.01'),
      total: usd('50.00'),
      quoteId: 'q1',
      estimate: false,
    })
  })
})
