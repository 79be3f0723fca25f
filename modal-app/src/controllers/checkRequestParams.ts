import {
  InvalidSendCallsError,
  jsonRpcErrors,
  type RpcResult,
  validateSendCalls,
} from '@airlock/shared-protocol'

/**
 * Spec section 5's checks on a dApp request's params, made before any wallet (browser, WalletConnect
 * or embedded) sees the request: the refusal to answer with, or undefined when the params pass.
 * A wallet given `to: 'nothex'` would fail later in its own words, or show the visitor a call
 * that cannot be sent.
 */
export function refuseBadParams(method: string, params: unknown): RpcResult | undefined {
  if (method !== 'wallet_sendCalls') return undefined
  try {
    validateSendCalls(params)
    return undefined
  } catch (error) {
    if (!(error instanceof InvalidSendCallsError)) throw error
    return {
      ok: false,
      error: { code: jsonRpcErrors.INVALID_PARAMS.code, message: `${error.shortMessage}: ${error.details}` },
    }
  }
}
