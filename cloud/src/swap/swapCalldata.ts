import { uniswapRouter } from '@airlock/node-kit/uniswap'
import { type Address, encodeFunctionData, type Hex } from 'viem'
import type { SwapQuote } from './quoteSwap.js'

/** The router's deadline: a transaction signed now and mined later than this reverts ('EXPIRED'). */
export const SWAP_DEADLINE_SECONDS = 20 * 60

/**
 * Gas of a swap when it cannot be estimated (no allowance yet, or estimation turned off): above the
 * most a one-hop router swap took on the devnet (174,218: a pair's first USDC -> ETH, price
 * accumulators written), and as much again per further hop. Tests check real swaps stay below it.
 */
export const fallbackSwapGas = (hops: number) => 100_000n + 100_000n * BigInt(hops)

/**
 * A swap's gas limit from the node's estimate. The estimate runs at the current block's time; the
 * first swap of a pair in a later second also writes its two price accumulators, which the estimate
 * then left out (first ever: 115,805 estimated, 161,129 needed). So each hop gets 50,000 more, and
 * 10% covers the rest (the 63/64 rule passes less gas down to the pair). Unused gas is not paid.
 */
export const swapGasLimit = (estimate: bigint, hops: number) =>
  (estimate * 11n) / 10n + 50_000n * BigInt(hops)

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
