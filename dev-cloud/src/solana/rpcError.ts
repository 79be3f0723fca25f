/** JSON-RPC 2.0's codes, and agave's for Solana's own failures. */
export const RPC_CODES = {
  parseError: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  invalidParams: -32602,
  internalError: -32603,
  /** Preflight simulation failed (data holds err, logs, unitsConsumed). */
  sendTransactionPreflightFailure: -32002,
  signatureVerificationFailure: -32003,
  minContextSlotNotReached: -32016,
  unsupportedTransactionVersion: -32015,
} as const

/** An error a method answers with: becomes the response's `error` member as it is. */
export class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message)
    this.name = 'RpcError'
  }
}

export const invalidParams = (detail: string) =>
  new RpcError(RPC_CODES.invalidParams, `Invalid params: ${detail}`)
