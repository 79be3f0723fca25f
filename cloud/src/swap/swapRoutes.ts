import type { IncomingMessage, ServerResponse } from 'node:http'
import { type Address, encodeFunctionData, erc20Abi, type Hex, maxUint256 } from 'viem'
import type * as z from 'zod'
import { readBody } from '../http/readBody.js'
import { json, queryOf } from '../http/respond.js'
import { fundsRefusal, swapDeadline, swapTransaction } from './buildSwapTransaction.js'
import { estimateGas } from './estimateGas.js'
import { minimumOut } from './quoteMath.js'
import { isNative, quoteSwap } from './quoteSwap.js'
import { fallbackSwapGas, SWAP_DEADLINE_SECONDS, swapGasLimit } from './swapCalldata.js'
import { type SwapChain, swapTokens } from './swapChain.js'
import {
  AllowanceQuery,
  BuildApproveQuery,
  BuildTransactionBody,
  invalidQuery,
  QuoteQuery,
  splitCaip10,
  TokensQuery,
} from './swapSchemas.js'

const BUILD_BODY_BYTES = 8 * 1024
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

/** Answers the request if it is one of the swap routes; false otherwise. */
export type SwapRoutes = (
  request: IncomingMessage,
  response: ServerResponse,
  path: string,
) => Promise<boolean>

/**
 * Spec section 7's `/v1/convert/*` swap routes (gas-price aside) over the Uniswap V2 the cloud
 * deployed: tokens, quotes, allowance, build-approve and build-transaction. Every answer is read
 * from the chain when asked; nothing is stored, so a bad request changes nothing.
 */
export function createSwapRoutes({
  chain: chainOf,
  publicUrl,
  now = Date.now,
}: SwapRoutesParameters): SwapRoutes {
  return async (request, response, path) => {
    const reply = (status: number, body: unknown) => {
      json(response, status, body)
      return true
    }
    const method = request.method
    const parse = <T extends z.ZodType>(schema: T, value: unknown) => schema.safeParse(value)
    /** The chain of a set of CAIP-10 tokens, if they share one that has an AMM. */
    const chainOfTokens = (...tokens: string[]) => {
      const chains = new Set(tokens.map((t) => splitCaip10(t).chain))
      return chains.size === 1 ? chainOf([...chains][0] as string) : undefined
    }

    if (path === '/v1/convert/tokens' && method === 'GET') {
      const query = parse(TokensQuery, queryOf(request))
      if (!query.success) return reply(400, { message: invalidQuery(query.error) })
      const chain = chainOf(query.data.chainId)
      if (!chain) return reply(400, { message: NOT_SUPPORTED })
      return reply(200, { tokens: await swapTokens(chain, publicUrl) })
    }

    if (path === '/v1/convert/quotes' && method === 'GET') {
      const query = parse(QuoteQuery, queryOf(request))
      if (!query.success) return reply(400, { message: invalidQuery(query.error) })
      const { chainId, from, to, amount, userAddress } = query.data
      const chain = chainOf(chainId)
      if (!chain || chainOfTokens(from, to) !== chain) return reply(400, { message: NOT_SUPPORTED })
      if (from.toLowerCase() === to.toLowerCase()) return reply(400, { message: SAME_TOKEN })
      const quote = await quoteSwap(
        chain.client,
        chain.contracts,
        splitCaip10(from).address,
        splitCaip10(to).address,
        BigInt(amount),
      )
      if (!quote) return reply(400, { message: NO_LIQUIDITY })
      // The user's own swap, estimated when it would go through now (allowance, balance); else the
      // fallback. Its deadline and minimum do not change the gas, so no block is read for them.
      const deadline = BigInt(Math.floor(now() / 1000) + SWAP_DEADLINE_SECONDS)
      const tx = swapTransaction(chain, quote, userAddress as Address, 0n, deadline)
      const estimate = await estimateGas(chain, tx)
      const hops = quote.path.length - 1
      const gasLimit = 'gas' in estimate ? swapGasLimit(estimate.gas, hops) : fallbackSwapGas(hops)
      return reply(200, {
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
    }

    if (path === '/v1/convert/allowance' && method === 'GET') {
      const query = parse(AllowanceQuery, queryOf(request))
      if (!query.success) return reply(400, { message: invalidQuery(query.error) })
      const chain = chainOfTokens(query.data.tokenAddress)
      if (!chain) return reply(400, { message: NOT_SUPPORTED })
      const token = splitCaip10(query.data.tokenAddress).address
      if (isNative(token)) return reply(200, { allowance: maxUint256.toString() })
      const allowance = await chain.client
        .readContract({
          address: token,
          abi: erc20Abi,
          functionName: 'allowance',
          args: [query.data.userAddress as Address, chain.contracts.router],
        })
        .catch(() => undefined)
      if (allowance === undefined) return reply(400, { message: 'Not a token on this network' })
      return reply(200, { allowance: allowance.toString() })
    }

    if (path === '/v1/convert/build-approve' && method === 'GET') {
      const query = parse(BuildApproveQuery, queryOf(request))
      if (!query.success) return reply(400, { message: invalidQuery(query.error) })
      const { from, to, userAddress, amount } = query.data
      const chain = chainOfTokens(from, to)
      if (!chain) return reply(400, { message: NOT_SUPPORTED })
      const token = splitCaip10(from).address
      if (isNative(token)) return reply(400, { message: 'The native token needs no approval' })
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
      return reply(200, {
        tx: { ...tx, value: '0', eip155: { gas: gas.toString(), gasPrice: gasPrice.toString() } },
      })
    }

    if (path === '/v1/convert/build-transaction' && method === 'POST') {
      const raw = await readBody(request, BUILD_BODY_BYTES)
      if (raw === undefined) return reply(413, { message: 'Request body too large' })
      let parsed: ReturnType<typeof BuildTransactionBody.safeParse>
      try {
        parsed = BuildTransactionBody.safeParse(JSON.parse(raw))
      } catch {
        return reply(400, { message: 'Invalid body' })
      }
      if (!parsed.success) return reply(400, { message: invalidQuery(parsed.error) })
      const body = parsed.data
      const chain = chainOfTokens(body.from, body.to)
      if (!chain) return reply(400, { message: NOT_SUPPORTED })
      if (body.from.toLowerCase() === body.to.toLowerCase()) return reply(400, { message: SAME_TOKEN })
      const from = splitCaip10(body.from).address
      const quote = await quoteSwap(
        chain.client,
        chain.contracts,
        from,
        splitCaip10(body.to).address,
        BigInt(body.amount),
      )
      if (!quote) return reply(400, { message: NO_LIQUIDITY })
      const user = body.userAddress as Address
      const amountOutMin = minimumOut(quote.amountOut, body.eip155.slippage)
      const tx = swapTransaction(chain, quote, user, amountOutMin, await swapDeadline(chain))
      let gas = fallbackSwapGas(quote.path.length - 1)
      if (!body.disableEstimate) {
        const refusal = await fundsRefusal(chain, quote, user)
        if (refusal) return reply(400, { message: refusal })
        const estimate = await estimateGas(chain, tx)
        if ('reason' in estimate) return reply(400, { message: `The swap would fail: ${estimate.reason}` })
        gas = swapGasLimit(estimate.gas, quote.path.length - 1)
      }
      const gasPrice = await chain.client.getGasPrice()
      return reply(200, {
        tx: {
          ...tx,
          value: tx.value.toString(),
          eip155: { gas: gas.toString(), gasPrice: gasPrice.toString() },
        },
      })
    }
    return false
  }
}
