import type { Address } from 'viem'
import type { OnrampAsset, OnrampNetwork } from './onrampCatalog.js'

/**
 * The real networks a provider can deliver on, by CAIP-2 id: Coinbase's network name (the spec's
 * section 9 list, which is also Coinbase Onramp's `blockchains`/`purchase_network` names), the
 * native token and USDC.
 *
 * USDC is Circle's own (native) USDC at the address Circle publishes ("USDC contract addresses",
 * developers.circle.com/stablecoins/usdc-contract-addresses). Berachain has no Circle-issued USDC
 * (only a bridged USDC.e), so it lists its native token only. Native tokens and decimals are each
 * chain's own (ethereum.org, docs.base.org, docs.arbitrum.io, docs.optimism.io, docs.polygon.technology
 * for POL, build.avax.network, docs.celo.org, docs.berachain.com).
 */
const REAL_NETWORKS: {
  caip: string
  name: string
  displayName: string
  native: { symbol: string; name: string }
  usdc?: Address
}[] = [
  {
    caip: 'eip155:1',
    name: 'ethereum',
    displayName: 'Ethereum',
    native: { symbol: 'ETH', name: 'Ether' },
    usdc: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
  },
  {
    caip: 'eip155:8453',
    name: 'base',
    displayName: 'Base',
    native: { symbol: 'ETH', name: 'Ether' },
    usdc: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913',
  },
  {
    caip: 'eip155:42161',
    name: 'arbitrum',
    displayName: 'Arbitrum One',
    native: { symbol: 'ETH', name: 'Ether' },
    usdc: '0xaf88d065e77c8cC2239327C5EDb3A432268e5831',
  },
  {
    caip: 'eip155:10',
    name: 'optimism',
    displayName: 'OP Mainnet',
    native: { symbol: 'ETH', name: 'Ether' },
    usdc: '0x0b2C639c533813f4Aa9D7837CAf62653d097Ff85',
  },
  {
    caip: 'eip155:137',
    name: 'polygon',
    displayName: 'Polygon',
    native: { symbol: 'POL', name: 'POL' },
    usdc: '0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359',
  },
  {
    caip: 'eip155:43114',
    name: 'avalanche-c-chain',
    displayName: 'Avalanche C-Chain',
    native: { symbol: 'AVAX', name: 'Avalanche' },
    usdc: '0xB97EF9Ef8734C71904D8002F8b6Bc66Dd9c48a6E',
  },
  {
    caip: 'eip155:42220',
    name: 'celo',
    displayName: 'Celo',
    native: { symbol: 'CELO', name: 'Celo' },
    usdc: '0xcebA9300f2b948710d2653dD7B07f33A8B32118C',
  },
  {
    caip: 'eip155:80094',
    name: 'berachain',
    displayName: 'Berachain',
    native: { symbol: 'BERA', name: 'Bera' },
  },
]

/**
 * Meld's currency codes (its `destinationCurrencyCode`) per network and asset: only those Meld's docs
 * name (the bare code on Ethereum, `USDC_BASE` on Base); Meld serves no other network here.
 */
const MELD_CODES: Record<string, Record<string, string>> = {
  ethereum: { ETH: 'ETH', USDC: 'USDC' },
  base: { USDC: 'USDC_BASE' },
}

/** What each real provider calls an asset on a network; none: the provider does not deliver it there. */
const codeOf: Record<string, (network: string, asset: string) => string | undefined> = {
  // Coinbase names the asset by its symbol and the network apart (purchase_network / blockchains).
  coinbase: (_network, asset) => asset,
  meld: (network, asset) => MELD_CODES[network]?.[asset],
}

/**
 * The real networks the on-ramp lists: those in the table that the cloud has an RPC upstream for
 * (`upstreamChains`, CAIP-2) and that one of the providers configured for real (`providers`) serves.
 * Each asset carries the providers' codes for it; a network's `providers` are who serves it at all.
 */
export function realOnrampNetworks(upstreamChains: string[], providers: string[]): OnrampNetwork[] {
  return REAL_NETWORKS.filter((n) => upstreamChains.includes(n.caip)).flatMap((n) => {
    const candidates: Omit<OnrampAsset, 'providerCodes'>[] = [
      { id: n.native.symbol, ...n.native, decimals: 18, contract: null },
      ...(n.usdc ? [{ id: 'USDC', name: 'USD Coin', symbol: 'USDC', decimals: 6, contract: n.usdc }] : []),
    ]
    const assets = candidates.flatMap((asset): OnrampAsset[] => {
      const codes = Object.fromEntries(
        providers.flatMap((p) => {
          const code = codeOf[p]?.(n.name, asset.id)
          return code ? [[p, code]] : []
        }),
      )
      return Object.keys(codes).length > 0 ? [{ ...asset, providerCodes: codes }] : []
    })
    if (assets.length === 0) return []
    const serving = providers.filter((p) => assets.some((a) => a.providerCodes?.[p]))
    const chainId = Number(n.caip.slice('eip155:'.length))
    return [{ name: n.name, displayName: n.displayName, caip: n.caip, chainId, assets, providers: serving }]
  })
}
