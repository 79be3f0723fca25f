import type { SwapContracts } from '@airlock/shared-protocol/devnet'
import { type Address, getAddress, type PublicClient } from 'viem'
import { readPath } from './pools.js'
import { amountOutAlong, type Hop, priceImpact } from './quoteMath.js'

/** How swap routes name a chain's native token (CAIP-10 `eip155:<id>:0xeee...`), as wallets' swap APIs do. */
export const NATIVE_TOKEN: Address = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
export const isNative = (address: string) => address.toLowerCase() === NATIVE_TOKEN

export interface SwapQuote {
  /** Token addresses the router swaps along (WETH for ETH). */
  path: Address[]
  amountIn: bigint
  amountOut: bigint
  /** percent */
  priceImpact: number
  fromNative: boolean
  toNative: boolean
}

/**
 * The best of the direct pair and the route through WETH, priced with the router's own integer
 * math on the reserves read now; undefined when neither route has liquidity.
 */
export async function quoteSwap(
  client: PublicClient,
  contracts: SwapContracts,
  from: Address,
  to: Address,
  amountIn: bigint,
): Promise<SwapQuote | undefined> {
  const weth = getAddress(contracts.weth)
  const tokenIn = isNative(from) ? weth : getAddress(from)
  const tokenOut = isNative(to) ? weth : getAddress(to)
  if (tokenIn === tokenOut) return undefined
  const paths = [[tokenIn, tokenOut]]
  if (tokenIn !== weth && tokenOut !== weth) paths.push([tokenIn, weth, tokenOut])
  const routes = await Promise.all(paths.map((path) => readPath(client, contracts, path)))
  let best: { path: Address[]; hops: Hop[]; amountOut: bigint } | undefined
  for (const [i, hops] of routes.entries()) {
    const amountOut = hops && amountOutAlong(amountIn, hops)
    if (hops && amountOut && (!best || amountOut > best.amountOut))
      best = { path: paths[i] as Address[], hops, amountOut }
  }
  if (!best) return undefined
  return {
    path: best.path,
    amountIn,
    amountOut: best.amountOut,
    priceImpact: priceImpact(amountIn, best.hops),
    fromNative: isNative(from),
    toNative: isNative(to),
  }
}
