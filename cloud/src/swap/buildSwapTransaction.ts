import { type Address, erc20Abi, type Hex } from 'viem'
import type { SwapQuote } from './quoteSwap.js'
import { SWAP_DEADLINE_SECONDS, swapCalldata } from './swapCalldata.js'
import type { SwapChain } from './swapChain.js'

export interface SwapTransaction {
  from: Address
  /** the router */
  to: Address
  data: Hex
  value: bigint
}

/** The router call for `quote` from `user`, paying `user`, valid until `deadline` (unix seconds). */
export const swapTransaction = (
  chain: SwapChain,
  quote: SwapQuote,
  user: Address,
  amountOutMin: bigint,
  deadline: bigint,
): SwapTransaction => ({
  from: user,
  to: chain.contracts.router,
  ...swapCalldata(quote, amountOutMin, user, deadline),
})

/**
 * 20 minutes after the chain's latest block: the router compares the deadline with block time,
 * which on a devnet can run ahead of the wall clock (evm_increaseTime).
 */
export async function swapDeadline(chain: SwapChain): Promise<bigint> {
  const block = await chain.client.getBlock({ blockTag: 'latest' })
  return block.timestamp + BigInt(SWAP_DEADLINE_SECONDS)
}

/**
 * Why the user cannot send the swap now, if they cannot: the router may not take the tokens
 * (allowance), or the user lacks them. Gas money is left to the estimate.
 */
export async function fundsRefusal(
  chain: SwapChain,
  quote: SwapQuote,
  user: Address,
): Promise<string | undefined> {
  if (quote.fromNative) {
    const balance = await chain.client.getBalance({ address: user })
    return balance < quote.amountIn ? 'Insufficient balance' : undefined
  }
  const token = quote.path[0] as Address
  const [allowance, balance] = await Promise.all([
    chain.client.readContract({
      address: token,
      abi: erc20Abi,
      functionName: 'allowance',
      args: [user, chain.contracts.router],
    }),
    chain.client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [user] }),
  ])
  if (allowance < quote.amountIn) return 'Insufficient allowance'
  return balance < quote.amountIn ? 'Insufficient balance' : undefined
}
