import { MAX_RPC_BATCH } from '../rpc/rpcAllowlist.js'
import type { RpcCallLimits } from '../rpc/rpcCallBudget.js'

/** What one client may spend of the cloud's HTTP side. Every figure can be raised for a benchmark. */
export interface HttpLimits extends RpcCallLimits {
  /** Sustained requests per second per client address (a JSON-RPC body is one; its calls spend the RPC budget). */
  requestsPerSecond: number
  /** Requests a client may make at once: a modal start fetches the directory, images and balances together. */
  burst: number
  /** A client must have sent its headers by then, else 408. */
  headersTimeoutMs: number
  /** A client must have sent its whole request by then, else 408 (slow bodies). */
  requestTimeoutMs: number
  /** How often Node looks for clients past those timeouts. */
  timeoutCheckMs: number
  /** JSON-RPC proxy bodies (batches of up to 1000 calls). */
  rpcBodyBytes: number
}

export const defaultHttpLimits: HttpLimits = {
  requestsPerSecond: 100,
  burst: 300,
  rpcCallsPerSecond: 100,
  rpcCallBurst: MAX_RPC_BATCH,
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  timeoutCheckMs: 1_000,
  rpcBodyBytes: 512 * 1024,
}

export const httpLimitsWith = (overrides: Partial<HttpLimits> = {}): HttpLimits => ({
  ...defaultHttpLimits,
  ...overrides,
})
