import { createMemoryLimits, type SharedLimits } from '../limits/budgets.js'
import { MAX_RPC_BATCH } from './rpcAllowlist.js'

export interface RpcCallLimits {
  /** Sustained JSON-RPC calls per second per client address (a batch counts each call). */
  rpcCallsPerSecond: number
  /** Calls a client may make at once: at least the largest batch the spec allows (MAX_RPC_BATCH). */
  rpcCallBurst: number
}

/**
 * The RPC proxy's per-address budget of calls. A batch costs its size, so the sustained rate means
 * calls, not bodies; and the burst holds a whole batch of the spec's size, so one that the spec
 * allows passes a fresh budget (against the cloud's request burst of 300, every batch of 301 to
 * 1,000 calls was a 429 however rested the client).
 *
 * @example
 * import { createRpcCallBudget } from './rpcCallBudget.js'
 * const budget = createRpcCallBudget({ rpcCallsPerSecond: 100, rpcCallBurst: 1000 })
 * await budget.spend('127.0.0.1', 1000) // undefined: allowed
 * await budget.spend('127.0.0.1', 1) // 1: retry after a second
 */
export function createRpcCallBudget(
  limits: RpcCallLimits,
  now: () => number = Date.now,
  shared: SharedLimits = createMemoryLimits(now),
) {
  if (limits.rpcCallBurst < MAX_RPC_BATCH)
    throw new RangeError(`rpcCallBurst must be at least ${MAX_RPC_BATCH}, the spec's batch size`)
  const budget = shared.budget('rpc-calls', limits.rpcCallsPerSecond, limits.rpcCallBurst, now)
  return {
    /** Spends `calls` of the client's budget: undefined when allowed, else the seconds to wait (Retry-After). */
    async spend(client: string, calls: number): Promise<number | undefined> {
      const take = await budget.take(client, calls)
      return take.ok ? undefined : take.retryAfterSeconds
    },
  }
}
