import type { SwapContracts } from '@airlock/shared-protocol/devnet'
import {
  type Address,
  BaseError,
  getAddress,
  HttpRequestError,
  type PublicClient,
  RpcRequestError,
  TimeoutError,
} from 'viem'
import { readHop } from './pools.js'
import { NATIVE_TOKEN } from './quoteSwap.js'

/** An ERC-20 the cloud knows on a chain (the devnet's tokens). */
export interface KnownToken {
  address: Address
  name: string
  symbol: string
  decimals: number
  /** id for /public/getTokenImage/{id} */
  imageId: string
}

/** What the swap routes need of a chain whose AMM the cloud deployed. */
export interface SwapChain {
  caip: string
  client: PublicClient
  contracts: SwapContracts
  native: { name: string; symbol: string; decimals: number }
  tokens: readonly KnownToken[]
}

export interface SwapToken {
  name: string
  symbol: string
  address: string
  decimals: number
  logoUri: string
  eip2612: false
}

/**
 * The chain's tokens a swap can start or end in: its native token and each known ERC-20 with a
 * WETH pool holding liquidity (read now, so a token gets listed once its pool is seeded).
 */
export async function swapTokens(chain: SwapChain, base: string): Promise<SwapToken[]> {
  const weth = getAddress(chain.contracts.weth)
  const pooled = await Promise.all(
    chain.tokens.map((t) => readHop(chain.client, chain.contracts, weth, getAddress(t.address))),
  )
  return [
    {
      ...chain.native,
      address: `${chain.caip}:${NATIVE_TOKEN}`,
      logoUri: `${base}/public/getTokenImage/eth`,
      eip2612: false,
    },
    ...chain.tokens
      .filter((_, i) => pooled[i] !== undefined)
      .map((t) => ({
        name: t.name,
        symbol: t.symbol,
        address: `${chain.caip}:${t.address.toLowerCase()}`,
        decimals: t.decimals,
        logoUri: `${base}/public/getTokenImage/${t.imageId}`,
        eip2612: false as const,
      })),
  ]
}

/**
 * Whether a viem error is the node failing (down, timing out, answering garbage) rather than the
 * chain refusing the call: the first is a 503 for the caller, the second an answer.
 */
export const isNodeFault = (error: unknown) =>
  error instanceof BaseError &&
  error.walk(
    (e) =>
      e instanceof HttpRequestError ||
      e instanceof TimeoutError ||
      (e instanceof RpcRequestError && e.code !== 3 && e.code !== -32000),
  ) !== null
