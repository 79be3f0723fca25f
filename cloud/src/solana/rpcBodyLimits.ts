/** agave's cap on a JSON-RPC request body (MAX_REQUEST_BODY_SIZE); the node answers 413 beyond it. */
export const MAX_BODY_BYTES = 50 * 1024

/** Most calls one HTTP body may batch (web3.js batches getTransaction pages of a few dozen). */
export const MAX_BATCH = 100
