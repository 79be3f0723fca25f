import * as z from 'zod'
import { cloudRequest as cloud } from '../lib/cloudRequest.js'
import { appStore } from '../stores/appStore.js'
import type { SwapQuote, SwapToken } from './swapStore.js'

const BaseUnits = z.string().regex(/^\d{1,78}$/)
const Hex = z.string().regex(/^0x[0-9a-fA-F]*$/)
const Address = z.string().regex(/^0x[0-9a-fA-F]{40}$/)
const Caip10 = z.string().regex(/^eip155:\d{1,20}:0x[0-9a-fA-F]{40}$/)

const TokensResponse = z.object({
  tokens: z
    .array(
      z.object({
        name: z.string().max(128),
        symbol: z.string().max(32),
        address: Caip10,
        decimals: z.number().int().min(0).max(36),
        logoUri: z.string().max(2048).nullable().optional(),
      }),
    )
    .max(500),
})
const QuotesResponse = z.object({
  quotes: z
    .array(
      z.object({
        fromAmount: BaseUnits,
        toAmount: BaseUnits,
        priceImpact: z.number().finite(),
        gasLimit: BaseUnits,
      }),
    )
    .max(20),
})
const AllowanceResponse = z.object({ allowance: BaseUnits })
/** A transaction the cloud built for the wallet to send: an approve of the token, or the router's swap. */
const TxResponse = z.object({
  tx: z.object({
    from: Address,
    to: Address,
    data: Hex.max(100_000),
    value: BaseUnits,
    eip155: z.object({ gas: BaseUnits, gasPrice: BaseUnits }).optional(),
  }),
})
export type CloudTransaction = z.infer<typeof TxResponse>['tx']

const SupportedChainsResponse = z.object({ swap: z.array(z.string().max(64)).max(500).optional() })
const PricesResponse = z.object({
  fungibles: z.array(z.object({ symbol: z.string().max(32), price: z.number().nonnegative() })).max(100),
})

let swapChains: Promise<Set<string>> | undefined

/** The chains whose AMM the cloud serves (`/v1/supported-chains`' `swap`), asked once. */
export function cloudSwapChains(): Promise<Set<string>> {
  swapChains ??= cloud('/v1/supported-chains', SupportedChainsResponse)
    .then((r) => new Set(r.swap ?? []))
    .catch((error: unknown) => {
      swapChains = undefined
      throw error
    })
  return swapChains
}

export async function fetchSwapTokens(chainId: string): Promise<SwapToken[]> {
  const { tokens } = await cloud('/v1/convert/tokens', TokensResponse, { query: { chainId } })
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
  const { quotes } = await cloud('/v1/convert/quotes', QuotesResponse, { query, signal })
  const [best] = quotes
  if (!best) throw new Error('No liquidity for this pair')
  return best
}

/** The router's allowance over the user's token (max for the native token). */
export async function fetchAllowance(tokenAddress: string, userAddress: string): Promise<bigint> {
  const query = { tokenAddress, userAddress }
  return BigInt((await cloud('/v1/convert/allowance', AllowanceResponse, { query })).allowance)
}

export interface SwapParameters {
  userAddress: string
  from: string
  to: string
  amount: string
}

export async function buildApprove(parameters: SwapParameters): Promise<CloudTransaction> {
  return (await cloud('/v1/convert/build-approve', TxResponse, { query: { ...parameters } })).tx
}

export async function buildSwap(
  parameters: SwapParameters & { slippage: number },
): Promise<CloudTransaction> {
  const { slippage, ...rest } = parameters
  const projectId = appStore.getState().options?.projectId ?? ''
  const body = { ...rest, projectId, eip155: { slippage } }
  return (await cloud('/v1/convert/build-transaction', TxResponse, { body })).tx
}

/** USD prices of ERC-20 tokens (by symbol: the answer carries no address). */
export async function fetchPrices(addresses: string[]): Promise<Map<string, number>> {
  const projectId = appStore.getState().options?.projectId ?? ''
  const body = { currency: 'usd', addresses, projectId }
  const { fungibles } = await cloud('/v1/fungible/price', PricesResponse, { body })
  return new Map(fungibles.map((f) => [f.symbol, f.price]))
}
