import {
  buildApprove,
  buildSwapTransaction,
  swapAllowance,
  swapQuotes,
  swapTokens as swapTokensRoute,
} from '@airlock/shared-protocol/cloud-api'
import { type Address, encodeFunctionData, erc20Abi, type Hex, maxUint256 } from 'viem'
import { type Binding, bind, ok, refuse } from '../http/router.js'
import { fundsRefusal, swapDeadline, swapTransaction } from './buildSwapTransaction.js'
import { estimateGas } from './estimateGas.js'
import { minimumOut } from './quoteMath.js'
import { isNative, quoteSwap } from './quoteSwap.js'
import { splitCaip10 } from './splitCaip10.js'
import { fallbackSwapGas, SWAP_DEADLINE_SECONDS, swapGasLimit } from './swapCalldata.js'
import { type SwapChain, swapTokens } from './swapChain.js'

/** An ERC-20 approve's gas when it cannot be estimated (a DevToken approve takes ~46,000). */
const APPROVE_GAS = 60_000n
export const NOT_SUPPORTED = 'Network not supported for Swaps'
export const NO_LIQUIDITY = 'No liquidity for this pair'
export const SAME_TOKEN = 'From and to must be different tokens'

export interface SwapRoutesParameters {
  /** The chain (CAIP-2) if the cloud deployed an AMM on it. */
  chain(caip: string): SwapChain | undefined
  /** Where clients reach the cloud (logo URLs). */
  publicUrl: string
  /** Unix ms, for the quotes' estimates; a built swap's deadline counts from the chain's latest block. */
  now?: () => number
}

/** A transaction the build routes answer, for the wallet to send as it is. */
export interface BuiltTransaction {
  from: Address
  to: Address
  data: Hex
  /** wei */
  value: string
  eip155: { gas: string; gasPrice: string }
}

/**
 * Spec section 7's `/v1/convert/*` swap routes (gas-price aside) over the Uniswap V2 the cloud
 * deployed: tokens, quotes, allowance, build-approve and build-transaction. Every answer is read
 * from the chain when asked; nothing is stored, so a bad request changes nothing.
 */
export function swapRoutes({ chain: chainOf, publicUrl, now = Date.now }: SwapRoutesParameters): Binding[] {
  /** The chain of a set of CAIP-10 tokens, if they share one that has an AMM. */
  const chainOfTokens = (...tokens: string[]) => {
    const chains = new Set(tokens.map((t) => splitCaip10(t).chain))
    return chains.size === 1 ? chainOf([...chains][0] as string) : undefined
  }
  return [
    bind(swapTokensRoute, async ({ query }) => {
      const chain = chainOf(query.chainId)
      if (!chain) return refuse(400, NOT_SUPPORTED)
      return ok({ tokens: await swapTokens(chain, publicUrl) })
    }),
    bind(swapQuotes, async ({ query }) => {
      const { chainId, from, to, amount, userAddress } = query
      const chain = chainOf(chainId)
      if (!chain || chainOfTokens(from, to) !== chain) return refuse(400, NOT_SUPPORTED)
      if (from.toLowerCase() === to.toLowerCase()) return refuse(400, SAME_TOKEN)
      const quote = await quoteSwap(
        chain.client,
        chain.contracts,
        splitCaip10(from).address,
        splitCaip10(to).address,
        BigInt(amount),
      )
      if (!quote) return refuse(400, NO_LIQUIDITY)
      // The user's own swap, estimated when it would go through now (allowance, balance); else the
      // fallback. Its deadline and minimum do not change the gas, so no block is read for them.
      const deadline = BigInt(Math.floor(now() / 1000) + SWAP_DEADLINE_SECONDS)
      const tx = swapTransaction(chain, quote, userAddress as Address, 0n, deadline)
      const estimate = await estimateGas(chain, tx)
      const hops = quote.path.length - 1
      const gasLimit = 'gas' in estimate ? swapGasLimit(estimate.gas, hops) : fallbackSwapGas(hops)
      return ok({
        quotes: [
          {
            id: null,
            fromAccount: from,
            toAccount: to,
            fromAmount: amount,
            toAmount: quote.amountOut.toString(),
            priceImpact: quote.priceImpact,
            gasLimit: gasLimit.toString(),
          },
        ],
      })
    }),
    bind(swapAllowance, async ({ query }) => {
      const chain = chainOfTokens(query.tokenAddress)
      if (!chain) return refuse(400, NOT_SUPPORTED)
      const token = splitCaip10(query.tokenAddress).address
      if (isNative(token)) return ok({ allowance: maxUint256.toString() })
      const allowance = await chain.client
        .readContract({
          address: token,
          abi: erc20Abi,
          functionName: 'allowance',
          args: [query.userAddress as Address, chain.contracts.router],
        })
        .catch(() => undefined)
      if (allowance === undefined) return refuse(400, 'Not a token on this network')
      return ok({ allowance: allowance.toString() })
    }),
    bind(buildApprove, async ({ query }) => {
      const { from, to, userAddress, amount } = query
      const chain = chainOfTokens(from, to)
      if (!chain) return refuse(400, NOT_SUPPORTED)
      const token = splitCaip10(from).address
      if (isNative(token)) return refuse(400, 'The native token needs no approval')
      const tx = {
        from: userAddress as Address,
        to: token,
        data: encodeFunctionData({
          abi: erc20Abi,
          functionName: 'approve',
          args: [chain.contracts.router, amount ? BigInt(amount) : maxUint256],
        }),
        value: 0n,
      }
      const [estimate, gasPrice] = await Promise.all([estimateGas(chain, tx), chain.client.getGasPrice()])
      const gas = 'gas' in estimate ? estimate.gas : APPROVE_GAS
      return ok({
        tx: { ...tx, value: '0', eip155: { gas: gas.toString(), gasPrice: gasPrice.toString() } },
      })
    }),
    bind(buildSwapTransaction, async ({ body }) => {
      const chain = chainOfTokens(body.from, body.to)
      if (!chain) return refuse(400, NOT_SUPPORTED)
      if (body.from.toLowerCase() === body.to.toLowerCase()) return refuse(400, SAME_TOKEN)
      const from = splitCaip10(body.from).address
      const quote = await quoteSwap(
        chain.client,
        chain.contracts,
        from,
        splitCaip10(body.to).address,
        BigInt(body.amount),
      )
      if (!quote) return refuse(400, NO_LIQUIDITY)
      const user = body.userAddress as Address
      const amountOutMin = minimumOut(quote.amountOut, body.eip155.slippage)
      const tx = swapTransaction(chain, quote, user, amountOutMin, await swapDeadline(chain))
      let gas = fallbackSwapGas(quote.path.length - 1)
      if (!body.disableEstimate) {
        const refusal = await fundsRefusal(chain, quote, user)
        if (refusal) return refuse(400, refusal)
        const estimate = await estimateGas(chain, tx)
        if ('reason' in estimate) return refuse(400, `The swap would fail: ${estimate.reason}`)
        gas = swapGasLimit(estimate.gas, quote.path.length - 1)
      }
      const gasPrice = await chain.client.getGasPrice()
      return ok({
        tx: {
          ...tx,
          value: tx.value.toString(),
          eip155: { gas: gas.toString(), gasPrice: gasPrice.toString() },
        },
      })
    }),
  ]
}
