import type * as z from 'zod'
import { RPC_CODES, RpcError } from './rpcError.js'
import type { SolanaChain } from './solanaChain.js'

/** What agave reports as its version in context objects and getVersion. */
export const SOLANA_CORE_VERSION = '2.3.0'
/** The feature-set id agave pairs with it (a number clients only display). */
export const FEATURE_SET = 3_640_012_085

/** A method over a context: the chain for HTTP calls, the socket's client for subscriptions. */
export interface RpcMethod<C = SolanaChain> {
  params: z.ZodType
  handler(params: never, context: C): unknown
}

/** Declares a method: its positional params' schema (a tuple) and what it answers with them. */
export const rpcMethod = <S extends z.ZodType, C = SolanaChain>(
  params: S,
  handler: (params: z.infer<S>, context: C) => unknown,
): RpcMethod<C> => ({ params, handler: handler as RpcMethod<C>['handler'] })

/**
 * The slot a read answers at, refusing a caller that needs a later one (agave's -32016), and the
 * `{ context, value }` wrapper such answers carry.
 */
export function contextSlot(
  chain: SolanaChain,
  config: { minContextSlot?: number | undefined } | null | undefined,
) {
  const slot = chain.clock.slot()
  if (config?.minContextSlot !== undefined && config.minContextSlot > slot)
    throw new RpcError(RPC_CODES.minContextSlotNotReached, 'Minimum context slot has not been reached', {
      contextSlot: slot,
    })
  return slot
}

export const withContext = (slot: number, value: unknown) => ({
  context: { apiVersion: SOLANA_CORE_VERSION, slot },
  value,
})
