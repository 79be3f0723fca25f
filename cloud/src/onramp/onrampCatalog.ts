import type { OnrampOptions } from '@airlock/shared-protocol/cloud-api'
import type { Address } from 'viem'
import type { ChainConfig } from '../chain/blockchainApi.js'
import { endpointsOf } from '../chain/rpcTransport.js'
import { formatCents } from './amounts.js'

/** The spec's sample limits (section 9), per payment method, in whole units of either fiat currency. */
export const PAYMENT_METHODS = [
  { id: 'card', name: 'Debit or credit card', minCents: 10_00n, maxCents: 7500_00n },
  { id: 'ACH_BANK_ACCOUNT', name: 'Bank account', minCents: 10_00n, maxCents: 25000_00n },
] as const
export type PaymentMethodId = (typeof PAYMENT_METHODS)[number]['id']

/**
 * Fiat currencies and their USD value, scaled by 1e8. EUR is a fixed devnet rate (1 EUR = 1.08 USD),
 * not market data: it only has to be stable so a quote and its checkout agree.
 */
export const FIAT_CURRENCIES = [
  { id: 'USD', usd8: 100_000_000n },
  { id: 'EUR', usd8: 108_000_000n },
] as const
export type FiatCurrency = (typeof FIAT_CURRENCIES)[number]
export type FiatCurrencyId = FiatCurrency['id']

/**
 * The spec's providers (section 9): fees inside its 1-2% range, so the modal's range label is true.
 * `imageId` names the logo under `/public/getAssetImage/{id}`.
 */
export const PROVIDERS = [
  {
    name: 'coinbase',
    label: 'Coinbase',
    feeRange: '1-2%',
    feeBps: 150n,
    accent: '#0052ff',
    imageId: 'coinbase',
  },
  { name: 'meld', label: 'Meld', feeRange: '1-2%', feeBps: 100n, accent: '#7b3fe4', imageId: 'meld' },
] as const
export type Provider = (typeof PROVIDERS)[number]
export type ProviderName = Provider['name']

/** What the treasury can deliver: the chain's native token and the devnet's USDC. */
export interface OnrampAsset {
  id: string
  name: string
  symbol: string
  decimals: number
  /** null for the native token */
  contract: Address | null
  /** A real network's asset: each real provider that delivers it, with its code for it (Meld's `USDC_BASE`). */
  providerCodes?: Record<string, string>
}

/** A chain the on-ramp delivers on, under the network name the options and the generator use. */
export interface OnrampNetwork {
  name: string
  displayName: string
  caip: string
  chainId: number
  /** The devnet's chain (its node funds the sandbox treasury); none on a real network. */
  config?: ChainConfig
  assets: OnrampAsset[]
  /**
   * A real network: the providers configured for real that deliver on it, and only those (never the
   * sandbox or its treasury). None on the devnet, which every provider serves.
   */
  providers?: string[]
}

/** A devnet network: the sandbox treasury delivers there and the node prices the gas. */
export type DevnetNetwork = OnrampNetwork & {
  config: ChainConfig
  /** The devnet chain's node (its first endpoint): the treasury signs and sends there. */
  rpcUrl: string
}

export const providerOf = (name: string): Provider | undefined => PROVIDERS.find((p) => p.name === name)
export const fiatOf = (id: string) => FIAT_CURRENCIES.find((c) => c.id === id.toUpperCase())
export const methodOf = (id: string) => PAYMENT_METHODS.find((m) => m.id === id)

/** The refusal for an amount outside a method's limits, in the contract's words. */
export const limitsText = (method: PaymentMethodId, currency: FiatCurrencyId) => {
  const { minCents, maxCents } = methodOf(method) ?? PAYMENT_METHODS[0]
  return `Amount must be between ${minCents / 100n} and ${maxCents / 100n} ${currency}`
}

export const withinLimits = (cents: bigint, method: PaymentMethodId) => {
  const { minCents, maxCents } = methodOf(method) ?? PAYMENT_METHODS[0]
  return cents >= minCents && cents <= maxCents
}

/**
 * The networks the on-ramp serves: chains with the devnet deployed (only there can a treasury be
 * funded by the node itself). Chain 31337 is `devnet`; another devnet chain gets its id in the name.
 */
export function onrampNetworks(chains: Record<string, ChainConfig>): DevnetNetwork[] {
  return Object.entries(chains).flatMap(([caip, config]) => {
    const devnet = config.devnet
    if (!devnet) return []
    const usdc = devnet.tokens.find((t) => t.symbol === 'USDC')
    const native = config.nativeCurrency ?? { name: 'Ether', symbol: 'ETH', decimals: 18 }
    const assets: OnrampAsset[] = [{ id: native.symbol, ...native, contract: null }]
    if (usdc)
      assets.push({
        id: 'USDC',
        name: 'USD Coin',
        symbol: 'USDC',
        decimals: usdc.decimals,
        contract: usdc.address,
      })
    const name = devnet.chainId === 31337 ? 'devnet' : `devnet-${devnet.chainId}`
    const displayName = devnet.chainId === 31337 ? 'Airlock Devnet' : `Airlock Devnet ${devnet.chainId}`
    const [rpcUrl = ''] = endpointsOf(config.rpcUrl)
    return [{ name, displayName, caip, chainId: devnet.chainId, config, rpcUrl, assets }]
  })
}

export const assetOf = (network: OnrampNetwork, id: string) =>
  network.assets.find((a) => a.id.toUpperCase() === id.toUpperCase())

/**
 * `GET /v1/onramp/options`, in Coinbase's shape (the contract's). A provider in `realProviders` is
 * configured for real: `sandbox: false`.
 */
export function onrampOptions(
  networks: OnrampNetwork[],
  realProviders: ReadonlySet<string> = new Set(),
): OnrampOptions {
  const limits = PAYMENT_METHODS.map((m) => ({
    id: m.id,
    min: formatCents(m.minCents),
    max: formatCents(m.maxCents),
  }))
  const purchase = new Map<string, OnrampOptions['purchaseCurrencies'][number]>()
  for (const network of networks) {
    for (const asset of network.assets) {
      const entry = purchase.get(asset.id) ?? {
        id: asset.id,
        name: asset.name,
        symbol: asset.symbol,
        networks: [],
      }
      entry.networks.push({
        name: network.name,
        display_name: network.displayName,
        chain_id: String(network.chainId),
        // Coinbase's convention for a chain's native token.
        contract_address: asset.contract ?? '0x0000000000000000000000000000000000000000',
      })
      purchase.set(asset.id, entry)
    }
  }
  return {
    paymentMethods: PAYMENT_METHODS.map(({ id, name }) => ({ id, name })),
    paymentCurrencies: FIAT_CURRENCIES.map(({ id }) => ({ id, payment_method_limits: limits })),
    purchaseCurrencies: [...purchase.values()],
    providers: PROVIDERS.map(({ name, label, feeRange, imageId }) => ({
      name,
      label,
      feeRange,
      imageId,
      sandbox: !realProviders.has(name),
    })),
  }
}
