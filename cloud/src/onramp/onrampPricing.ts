import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { createPublicClient, http, type PublicClient } from 'viem'
import * as z from 'zod'
import type { FIAT_CURRENCIES, OnrampAsset, OnrampNetwork, Provider } from './onrampCatalog.js'
import { type QuoteInput, toUsd8 } from './onrampQuote.js'

/** A chain's USD prices: `native` and lower-case token addresses (cloud/data/prices.json's shape). */
export type PricesOf = (chain: string) => Record<string, number> | Promise<Record<string, number>>

const PricesFileSchema = z.object({
  prices: z.record(z.string(), z.record(z.string(), z.number().nonnegative())),
})

/** The devnet's fixed prices (cloud/data/prices.json): ETH's anchor, USDC at 1 USD. */
export function devnetPricesOf(
  path = join(import.meta.dirname, '..', '..', 'data', 'prices.json'),
): PricesOf {
  const { prices } = PricesFileSchema.parse(JSON.parse(readFileSync(path, 'utf8')))
  return (chain) => prices[chain] ?? {}
}

export interface PriceRequest {
  network: OnrampNetwork
  asset: OnrampAsset
  fiat: (typeof FIAT_CURRENCIES)[number]
  provider: Provider
}

/** Everything a quote needs but the amount; `undefined` when the asset or the chain's token has no price. */
export type Pricing = (request: PriceRequest) => Promise<Omit<QuoteInput, 'amountCents'> | undefined>

/** Prices from `pricesOf` and the gas price from the chain's node, asked at each quote. */
export function createPricing(pricesOf: PricesOf, networks: OnrampNetwork[]): Pricing {
  const clients = new Map<string, PublicClient>(
    networks.map((n) => [
      n.name,
      createPublicClient({ transport: http(n.config.rpcUrl, { retryCount: 1 }) }),
    ]),
  )
  return async ({ network, asset, fiat, provider }) => {
    const client = clients.get(network.name) as PublicClient
    const [prices, gasPriceWei] = await Promise.all([pricesOf(network.caip), client.getGasPrice()])
    const assetUsd8 = toUsd8(prices[asset.contract ? asset.contract.toLowerCase() : 'native'] ?? 0)
    const nativeUsd8 = toUsd8(prices.native ?? 0)
    if (!assetUsd8 || !nativeUsd8) return undefined
    return { fiat, provider, asset, assetUsd8, nativeUsd8, gasPriceWei }
  }
}
