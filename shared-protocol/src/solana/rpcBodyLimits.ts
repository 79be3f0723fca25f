/**
 * What one JSON-RPC body to a Solana node may hold: the cloud's RPC proxy splits a Solana batch to
 * fit, and the dev Solana node (@airlock/dev-cloud) refuses beyond it, so both read these.
 */
export const solanaRpcBodyLimits = {
  /** agave's cap on a request body (MAX_REQUEST_BODY_SIZE); a node answers 413 beyond it. */
  bytes: 50 * 1024,
  /** Most calls one body may batch (web3.js batches getTransaction pages of a few dozen). */
  calls: 100,
} as const
