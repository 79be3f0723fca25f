/**
 * Settings of the chain JSON-RPC transport: timeouts, batching, fallback ranking and retries.
 *
 * @example
 * import { rpcTransport } from '@airlock/shared-protocol/host'
 * const shouldRetry = rpcTransport.retry.httpStatuses.includes(status)
 */
export const rpcTransport = {
  requestTimeout: 10_000,
  batch: { size: 1000, wait: 0 },
  fallbackPollingInterval: 4000,
  /** Endpoints are ranked by `net_listening` pings. */
  ranking: { sampleCount: 10, pingTimeout: 1000, weights: { stability: 0.7, latency: 0.3 } },
  /** Exponential backoff from `baseDelay` (ms); a `Retry-After` header takes precedence. */
  retry: {
    count: 3,
    baseDelay: 150,
    backoff: 'exponential',
    honourRetryAfter: true,
    httpStatuses: [403, 408, 413, 429, 500, 502, 503, 504],
    rpcCodes: [-1, -32005, -32603],
  },
  dedupeCacheSize: 8192,
} as const

/** Errors from `wallet_switchEthereumChain` after which the chain is added with `wallet_addEthereumChain`. */
export const addChainErrorCodes = [4902, 5000, 32603] as const
