import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { createPublicClient, http, type PublicClient } from 'viem'
import * as z from 'zod'
import type { PriceOf } from '../chain/blockchainApi.js'
import type { DevnetNetwork, FIAT_CURRENCIES, OnrampAsset, OnrampNetwork, Provider } from './onrampCatalog.js'
import { type QuoteInput, toUsd8 } from './onrampQuote.js'

/**
 * A chain's USD prices now, as the blockchain API's `pricesOf` answers them (so a quote agrees with
 * the balances the modal shows): a function of the token's address, null for the native token; 0
 * when unknown.
 */
export type PricesOf = (chain: string) => PriceOf | Promise<PriceOf>

const PricesFileSchema = z.object({
  prices: z.record(z.string(), z.record(z.string(), z.number().nonnegative())),
})

/** The devnet's fixed prices (cloud/data/prices.json: ETH at 3000, USDC at 1), for a cloud without the API's. */
export function devnetPricesOf(
  path = join(import.meta.dirname, '..', '..', 'data', 'prices.json'),
): PricesOf {
  const { prices } = PricesFileSchema.parse(JSON.parse(readFileSync(path, 'utf8')))
  return (chain) => (contract) => prices[chain]?.[contract ? contract.toLowerCase() : 'native'] ?? 0
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
export function createPricing(pricesOf: PricesOf, networks: DevnetNetwork[]): Pricing {
  const clients = new Map<string, PublicClient>(
    networks.map((n) => [n.name, createPublicClient({ transport: http(n.rpcUrl, { retryCount: 1 }) })]),
  )
  return async ({ network, asset, fiat, provider }) => {
    // A real network is priced by its provider, never here.
    const client = clients.get(network.name)
    if (!client) return undefined
    const [priceOf, gasPriceWei] = await Promise.all([pricesOf(network.caip), client.getGasPrice()])
    const assetUsd8 = toUsd8(priceOf(asset.contract))
    const nativeUsd8 = toUsd8(priceOf(null))
    if (!assetUsd8 || !nativeUsd8) return undefined
    return { fiat, provider, asset, assetUsd8, nativeUsd8, gasPriceWei }
  }
}
