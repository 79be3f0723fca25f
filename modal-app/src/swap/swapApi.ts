import {
  type BuiltTransactionAnswer,
  buildApprove as buildApproveRoute,
  buildSwapTransaction,
  getFungiblePrices,
  supportedChains,
  swapAllowance,
  swapQuotes,
  swapTokens,
} from '@airlock/shared-protocol/cloud-api'
import { callRoute } from '../lib/cloudRequest.js'
import { appStore } from '../stores/appStore.js'
import type { SwapQuote, SwapToken } from './swapStore.js'

export type CloudTransaction = BuiltTransactionAnswer

let swapChains: Promise<Set<string>> | undefined

/** The chains whose AMM the cloud serves (`/v1/supported-chains`' `swap`), asked once. */
export function cloudSwapChains(): Promise<Set<string>> {
  swapChains ??= callRoute(supportedChains)
    .then((r) => new Set(r.swap ?? []))
    .catch((error: unknown) => {
      swapChains = undefined
      throw error
    })
  return swapChains
}

export async function fetchSwapTokens(chainId: string): Promise<SwapToken[]> {
  const { tokens } = await callRoute(swapTokens, { query: { chainId } })
  return tokens.map((t) => ({ ...t, logoUri: t.logoUri ?? null }))
}

export interface QuoteParameters {
  chainId: string
  /** In the from token's base units. */
  amount: string
  userAddress: string
  from: string
  to: string
  gasPrice?: bigint | undefined
}

export async function fetchQuote(
  { gasPrice, ...rest }: QuoteParameters,
  signal?: AbortSignal,
): Promise<SwapQuote> {
  const query = { ...rest, ...(gasPrice === undefined ? {} : { gasPrice: gasPrice.toString() }) }
  const { quotes } = await callRoute(swapQuotes, { query, signal })
  const [best] = quotes
  if (!best) throw new Error('No liquidity for this pair')
  return best
}

/** The router's allowance over the user's token (max for the native token). */
export async function fetchAllowance(tokenAddress: string, userAddress: string): Promise<bigint> {
  const query = { tokenAddress, userAddress }
  return BigInt((await callRoute(swapAllowance, { query })).allowance)
}

export interface SwapParameters {
  userAddress: string
  from: string
  to: string
  amount: string
}

export async function buildApprove(parameters: SwapParameters): Promise<CloudTransaction> {
  return (await callRoute(buildApproveRoute, { query: { ...parameters } })).tx
}

export async function buildSwap(
  parameters: SwapParameters & { slippage: number },
): Promise<CloudTransaction> {
  const { slippage, ...rest } = parameters
  const projectId = appStore.getState().options?.projectId ?? ''
  const body = { ...rest, projectId, eip155: { slippage } }
  return (await callRoute(buildSwapTransaction, { body })).tx
}

/** USD prices of ERC-20 tokens (by symbol: the answer carries no address). */
export async function fetchPrices(addresses: string[]): Promise<Map<string, number>> {
  const projectId = appStore.getState().options?.projectId ?? ''
  const body = { currency: 'usd', addresses, projectId }
  const { fungibles } = await callRoute(getFungiblePrices, { body })
  return new Map(fungibles.map((f) => [f.symbol, f.price]))
}
