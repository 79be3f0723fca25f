import { BaseError } from 'viem'
import type { SwapTransaction } from './buildSwapTransaction.js'
import { isNodeFault, type SwapChain } from './swapChain.js'

/**
 * The node's gas estimate for `tx`, or why the chain would refuse it (the revert's short text);
 * a node that does not answer throws, to become the blockchain API's 503.
 */
export async function estimateGas(
  chain: SwapChain,
  tx: SwapTransaction,
): Promise<{ gas: bigint } | { reason: string }> {
  try {
    return {
      gas: await chain.client.estimateGas({ account: tx.from, to: tx.to, data: tx.data, value: tx.value }),
    }
  } catch (error) {
    if (isNodeFault(error) || !(error instanceof BaseError)) throw error
    return { reason: error.shortMessage }
  }
}
