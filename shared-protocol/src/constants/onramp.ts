/**
 * Built-in onramp sample used when the options request fails: purchase limits per payment method,
 * in USD or EUR.
 */
export const onrampSampleLimits = {
  currencies: ['USD', 'EUR'],
  card: { min: 10, max: 7500 },
  bankAccount: { min: 10, max: 25000 },
} as const

/** Onramp providers offered, with the fee range shown to the user. */
export const onrampProviders = [
  { name: 'coinbase', label: 'Coinbase', feeRange: '1-2%' },
  { name: 'meld', label: 'Meld', feeRange: '1-2%' },
] as const

/** Networks Coinbase Pay can deliver to, by Coinbase's network name. */
export const coinbasePayChains = [
  'ethereum',
  'arbitrum',
  'polygon',
  'berachain',
  'avalanche-c-chain',
  'optimism',
  'celo',
  'base',
] as const
