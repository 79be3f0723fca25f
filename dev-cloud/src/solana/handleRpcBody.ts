import { solanaRpcBodyLimits } from '@airlock/shared-protocol/constants'
import { dispatch, errorResponse, type RpcRequest, type RpcResponse, readRequest } from './jsonRpc.js'
import { SOLANA_RPC_METHODS } from './methods/index.js'
import { RPC_CODES, RpcError } from './rpcError.js'
import type { SolanaChain } from './solanaChain.js'

export interface RpcAnswer {
  status: number
  /** Undefined when every call was a notification: nothing to answer. */
  body: RpcResponse | RpcResponse[] | undefined
}

const envelopeError = (code: number, message: string): RpcAnswer => ({
  status: 400,
  body: errorResponse(null, new RpcError(code, message)),
})

/** The answer to one checked element; undefined for a notification (no id). */
function answer(request: RpcRequest | RpcResponse, chain: SolanaChain): RpcResponse | undefined {
  if ('jsonrpc' in request) return request
  const response = dispatch(request, SOLANA_RPC_METHODS, chain, '[solana-rpc]')
  return 'id' in request ? response : undefined
}

/**
 * One HTTP body of JSON-RPC 2.0: a call or a batch of up to 100. Bad JSON, an empty or oversized
 * batch and a body that is no request are HTTP 400 with the JSON-RPC error; a method's own errors
 * are HTTP 200, as clients read them from the body.
 */
export function handleRpcBody(text: string, chain: SolanaChain): RpcAnswer {
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    return envelopeError(RPC_CODES.parseError, 'Parse error')
  }
  if (!Array.isArray(parsed)) {
    const single = readRequest(parsed)
    if ('jsonrpc' in single) return { status: 400, body: single }
    return { status: 200, body: answer(single, chain) }
  }
  if (parsed.length === 0) return envelopeError(RPC_CODES.invalidRequest, 'Invalid Request: empty batch')
  if (parsed.length > solanaRpcBodyLimits.calls)
    return envelopeError(
      RPC_CODES.invalidRequest,
      `Invalid Request: a batch holds at most ${solanaRpcBodyLimits.calls} calls`,
    )
  const responses = parsed
    .map((item) => answer(readRequest(item), chain))
    .filter((response) => response !== undefined)
  return { status: 200, body: responses.length > 0 ? responses : undefined }
}
