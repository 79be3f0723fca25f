import { coinbasePayChains } from '@airlock/shared-protocol'
import { describe, expect, it } from 'vitest'
import { testNetwork } from '../testing/networks.js'
import { assetsOn, limitsOf, maxFeePercent, networkNames, sampleOptions } from './onrampOptions.js'

describe('sampleOptions', () => {
  it("carries spec section 9's limits, currencies and providers", () => {
    const options = sampleOptions(testNetwork())
    expect(options.paymentMethods.map((m) => m.id)).toEqual(['card', 'ACH_BANK_ACCOUNT'])
    expect(options.paymentCurrencies.map((c) => c.id)).toEqual(['USD', 'EUR'])
    for (const currency of options.paymentCurrencies)
      expect(currency.payment_method_limits).toEqual([
        { id: 'card', min: '10.00', max: '7500.00' },
        { id: 'ACH_BANK_ACCOUNT', min: '10.00', max: '25000.00' },
      ])
    expect(options.providers).toEqual([
      { name: 'coinbase', label: 'Coinbase', feeRange: '1-2%' },
      { name: 'meld', label: 'Meld', feeRange: '1-2%' },
    ])
  })

  it("offers the network's own token where a provider delivers, under the provider's network name", () => {
    expect(assetsOn(sampleOptions(testNetwork()), 31337)).toEqual([
      { id: 'ETH', name: 'Ether', symbol: 'ETH', network: 'devnet' },
    ])
    expect(assetsOn(sampleOptions(testNetwork(8453)), 8453)).toEqual([
      { id: 'ETH', name: 'Ether', symbol: 'ETH', network: 'base' },
    ])
  })

  it('offers nothing on a chain no provider delivers on', () => {
    expect(sampleOptions(testNetwork(999)).purchaseCurrencies).toEqual([])
  })

  it("names every chain of spec section 9's Coinbase Pay list", () => {
    const named = new Set(Object.values(networkNames))
    expect(coinbasePayChains.filter((name) => !named.has(name))).toEqual([])
  })
})

describe('assetsOn', () => {
  it('lists only the currencies delivered on the chain', () => {
    const options = sampleOptions(testNetwork())
    options.purchaseCurrencies.push({
      id: 'USDC',
      name: 'USD Coin',
      symbol: 'USDC',
      networks: [{ name: 'base', display_name: 'Base', chain_id: '8453' }],
    })
    expect(assetsOn(options, 31337).map((a) => a.id)).toEqual(['ETH'])
    expect(assetsOn(options, '8453').map((a) => a.id)).toEqual(['USDC'])
  })
})

describe('limitsOf', () => {
  it("gives the method's limits in the currency, or none", () => {
    const options = sampleOptions(testNetwork())
    expect(limitsOf(options, 'EUR', 'ACH_BANK_ACCOUNT')).toEqual({ min: '10.00', max: '25000.00' })
    expect(limitsOf(options, 'GBP', 'card')).toBeUndefined()
    expect(limitsOf(options, 'USD', 'paypal')).toBeUndefined()
  })
})

describe('maxFeePercent', () => {
  it('reads the top of a range', () => {
    expect(maxFeePercent('1-2%')).toBe(2)
    expect(maxFeePercent('0.5 - 1.5 %')).toBe(1.5)
    expect(maxFeePercent('3%')).toBe(3)
    expect(maxFeePercent('free')).toBeUndefined()
    expect(maxFeePercent('150%')).toBeUndefined()
  })
})
