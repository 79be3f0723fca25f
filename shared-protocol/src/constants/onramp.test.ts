import { expect, test } from 'vitest'
import { coinbasePayChains, onrampProviders, onrampSampleLimits } from './onramp.js'

test('onramp sample limits, providers and chains', () => {
  expect(onrampSampleLimits).toEqual({
    currencies: ['USD', 'EUR'],
    card: { min: 10, max: 7500 },
    bankAccount: { min: 10, max: 25000 },
  })
  expect(onrampProviders.map((p) => p.name)).toEqual(['coinbase', 'meld'])
  expect(onrampProviders.every((p) => p.feeRange === '1-2%')).toBe(true)
  expect(coinbasePayChains).toEqual([
    'ethereum',
    'arbitrum',
    'polygon',
    'berachain',
    'avalanche-c-chain',
    'optimism',
    'celo',
    'base',
  ])
})
