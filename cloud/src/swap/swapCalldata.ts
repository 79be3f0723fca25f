import { type Address, encodeFunctionData, type Hex } from 'viem'
import type { SwapQuote } from './quoteSwap.js'
import { uniswapRouter } from './uniswapArtifacts.js'

/** The router's deadline: a transaction signed now and mined later than this reverts ('EXPIRED'). */
export const SWAP_DEADLINE_SECONDS = 20 * 60

/**
 * Gas of a swap when it cannot be estimated (no allowance yet, or estimation turned off): the most a
 * router swap of that many hops took on the devnet (cold storage, first swap), with headroom. A
 * test checks real swaps stay below it.
 */
export const fallbackSwapGas = (hops: number) => 120_000n + 80_000n * BigInt(hops)

/** The router call that swaps exactly `quote.amountIn` for at least `amountOutMin`, paid to `recipient`. */
export function swapCalldata(
  quote: SwapQuote,
  amountOutMin: bigint,
  recipient: Address,
  deadline: bigint,
): { data: Hex; value: bigint } {
  const { abi } = uniswapRouter
  if (quote.fromNative)
    return {
      data: encodeFunctionData({
        abi,
        functionName: 'swapExactETHForTokens',
        args: [amountOutMin, quote.path, recipient, deadline],
      }),
      value: quote.amountIn,
    }
  return {
    data: encodeFunctionData({
      abi,
      functionName: quote.toNative ? 'swapExactTokensForETH' : 'swapExactTokensForTokens',
      args: [quote.amountIn, amountOutMin, quote.path, recipient, deadline],
    }),
    value: 0n,
  }
}
