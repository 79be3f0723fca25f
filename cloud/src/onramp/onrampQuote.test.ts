import { parseEther, parseGwei } from 'viem'
import { describe, expect, test } from 'vitest'
import { FIAT_CURRENCIES, type OnrampAsset, PROVIDERS } from './onrampCatalog.js'
import { centsForUnits, type QuoteInput, quoteBody, quoteOnramp, toUsd8 } from './onrampQuote.js'

const [coinbase, meld] = PROVIDERS
const [usd, eur] = FIAT_CURRENCIES
const eth: OnrampAsset = { id: 'ETH', name: 'Ether', symbol: 'ETH', decimals: 18, contract: null }
const usdc: OnrampAsset = {
  id: 'USDC',
  name: 'USD Coin',
  symbol: 'USDC',
  decimals: 6,
  contract: '0x09cb48f3a79e3043a60864bc8826922e431822f6',
}
const ethInput: QuoteInput = {
  amountCents: 5000n,
  fiat: usd,
  provider: coinbase,
  asset: eth,
  assetUsd8: toUsd8(3000) as bigint,
  nativeUsd8: toUsd8(3000) as bigint,
  gasPriceWei: parseGwei('1'),
}

describe('quoteOnramp', () => {
  test('50 USD of ETH at 3000 with Coinbase: 1.5% fee, gas at 1 gwei, rest at the price', () => {
    const quote = quoteOnramp(ethInput)
    // 21000 gas * 1 gwei = 0.000021 ETH = 0.063 USD, shown rounded up.
    expect(quote).toEqual({
      amountCents: 5000n,
      feeCents: 75n,
      networkFeeCents: 7n,
      subtotalCents: 4918n,
      purchaseUnits: parseEther('0.01639333'),
    })
    expect(quoteBody(quote as never, ethInput, 'q1')).toEqual({
      purchaseAmount: { value: '0.01639333', currency: 'ETH' },
      paymentSubtotal: { value: '49.18', currency: 'USD' },
      paymentTotal: { value: '50.00', currency: 'USD' },
      networkFee: { value: '0.07', currency: 'USD' },
      coinbaseFee: { value: '0.75', currency: 'USD' },
      quoteId: 'q1',
    })
  })

  test('100 EUR of USDC with Meld: 1% fee, EUR at its fixed 1.08 USD, token transfer gas', () => {
    const input = {
      ...ethInput,
      amountCents: 10000n,
      fiat: eur,
      provider: meld,
      asset: usdc,
      assetUsd8: toUsd8(1) as bigint,
    }
    // 65000 gas * 1 gwei * 3000 = 0.195 USD = 0.1806 EUR -> 0.19; (100 - 1 - 0.19) EUR * 1.08 = 106.7148 USDC
    expect(quoteOnramp(input)).toEqual({
      amountCents: 10000n,
      feeCents: 100n,
      networkFeeCents: 19n,
      subtotalCents: 9881n,
      purchaseUnits: 106_714_800n,
    })
  })

  test('the fee is rounded up to the cent and stays within 1-2% of the amount', () => {
    for (const amountCents of [1000n, 1033n, 1034n, 123456n, 750000n, 2500000n]) {
      for (const provider of PROVIDERS) {
        const quote = quoteOnramp({ ...ethInput, amountCents, provider }) as NonNullable<
          ReturnType<typeof quoteOnramp>
        >
        const exact = (Number(amountCents) * Number(provider.feeBps)) / 10_000
        expect(Number(quote.feeCents) - exact).toBeGreaterThanOrEqual(0)
        expect(Number(quote.feeCents) - exact).toBeLessThan(1)
        expect(Number(quote.feeCents) / Number(amountCents)).toBeGreaterThanOrEqual(0.01)
        expect(Number(quote.feeCents) / Number(amountCents)).toBeLessThanOrEqual(0.02)
        expect(quote.subtotalCents + quote.feeCents + quote.networkFeeCents).toBe(amountCents)
      }
    }
  })

  test('no quote when the fees eat the amount', () => {
    expect(quoteOnramp({ ...ethInput, amountCents: 1000n, gasPriceWei: parseGwei('200') })).toBeUndefined()
  })

  test('toUsd8 refuses prices that are not positive numbers', () => {
    expect(toUsd8(0)).toBeUndefined()
    expect(toUsd8(-1)).toBeUndefined()
    expect(toUsd8(Number.NaN)).toBeUndefined()
    expect(toUsd8(0.25)).toBe(25_000_000n)
  })
})

test('centsForUnits is the inverse: that many cents buy at least about the preset amount', () => {
  const units = parseEther('0.05')
  const cents = centsForUnits(units, ethInput)
  const quote = quoteOnramp({ ...ethInput, amountCents: cents }) as NonNullable<
    ReturnType<typeof quoteOnramp>
  >
  // Within one cent's worth either way of what was asked.
  const centWei = parseEther('0.01') / 3000n
  expect(quote.purchaseUnits).toBeGreaterThan(units - centWei)
  expect(quote.purchaseUnits).toBeLessThan(units + centWei)
})
