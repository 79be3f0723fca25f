import { RPC_CODES, RpcError } from './rpcError.js'
import type { RpcMethod } from './rpcMethod.js'

export type RpcId = string | number | null

export interface RpcRequest {
  /** Absent for a notification, which gets no answer. */
  id?: RpcId
  method: string
  params: unknown
}

export type RpcResponse =
  | { jsonrpc: '2.0'; id: RpcId; result: unknown }
  | { jsonrpc: '2.0'; id: RpcId; error: { code: number; message: string; data?: unknown } }

export const errorResponse = (id: RpcId, error: RpcError): RpcResponse => ({
  jsonrpc: '2.0',
  id,
  error: {
    code: error.code,
    message: error.message,
    ...(error.data === undefined ? {} : { data: error.data }),
  },
})

const isId = (value: unknown): value is RpcId =>
  value === null || typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value))

/** One element of a request (or batch) checked against JSON-RPC 2.0; an error response when it is not one. */
export function readRequest(item: unknown): RpcRequest | RpcResponse {
  const request = item as Record<string, unknown> | null
  const id = request && typeof request === 'object' && isId(request.id) ? request.id : null
  const invalid = errorResponse(id, new RpcError(RPC_CODES.invalidRequest, 'Invalid Request'))
  if (!request || typeof request !== 'object' || Array.isArray(request)) return invalid
  if (request.jsonrpc !== '2.0' || typeof request.method !== 'string') return invalid
  if ('id' in request && !isId(request.id)) return invalid
  return { ...('id' in request ? { id } : {}), method: request.method, params: request.params }
}

/**
 * Runs one request against a method table: unknown names get -32601, params that fail the method's
 * schema -32602 (agave takes positional params only), a thrown RpcError becomes the error member,
 * anything else -32603 and a log line.
 */
export function dispatch<C>(
  request: RpcRequest,
  methods: Readonly<Record<string, RpcMethod<C>>>,
  context: C,
  logTag: string,
): RpcResponse {
  const id = request.id ?? null
  const method = Object.hasOwn(methods, request.method) ? methods[request.method] : undefined
  if (!method) return errorResponse(id, new RpcError(RPC_CODES.methodNotFound, 'Method not found'))
  const params = request.params ?? []
  if (!Array.isArray(params))
    return errorResponse(id, new RpcError(RPC_CODES.invalidParams, 'Invalid params: expected an array'))
  const parsed = method.params.safeParse(params)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    const where = issue?.path.length ? ` at ${issue.path.join('.')}` : ''
    return errorResponse(
      id,
      new RpcError(RPC_CODES.invalidParams, `Invalid params: ${issue?.message ?? 'invalid'}${where}`),
    )
  }
  try {
    return { jsonrpc: '2.0', id, result: method.handler(parsed.data as never, context) }
  } catch (error) {
    if (error instanceof RpcError) return errorResponse(id, error)
    console.error(logTag, request.method, error)
    return errorResponse(id, new RpcError(RPC_CODES.internalError, 'Internal error'))
  }
}
