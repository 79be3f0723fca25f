import { MAX_RPC_BATCH, publicRpcMethods } from './rpcAllowlist.js'

type Id = string | number | null

interface RpcError {
  jsonrpc: '2.0'
  id: Id
  error: { code: number; message: string; data?: unknown }
}

export type FilteredRpcBody =
  /** Nothing to forward: answer with this (status and JSON body). */
  | { kind: 'answer'; status: number; body: unknown }
  /**
   * Forward `body` (the allowed calls only) and add `refused` to the node's answer. `batch` says
   * whether the caller sent an array, so a single call is answered with a single object.
   */
  | {
      kind: 'forward'
      body: string
      /** The calls in `body`, for a forward that splits them. */
      allowed: unknown[]
      refused: RpcError[]
      batch: boolean
      calls: number
    }

const errorOf = (id: Id, code: number, message: string, data?: unknown): RpcError => ({
  jsonrpc: '2.0',
  id,
  error: { code, message, ...(data === undefined ? {} : { data }) },
})

const idOf = (call: unknown): Id => {
  const id = (call as { id?: unknown } | null)?.id
  return typeof id === 'string' || typeof id === 'number' ? id : null
}

/** Why a call is not forwarded, or undefined when it may go to the node. */
function refusal(call: unknown, methods: ReadonlySet<string>): RpcError | undefined {
  if (typeof call !== 'object' || call === null || Array.isArray(call)) {
    return errorOf(null, -32600, 'Invalid request')
  }
  const { jsonrpc, method } = call as { jsonrpc?: unknown; method?: unknown }
  if (jsonrpc !== '2.0' || typeof method !== 'string') return errorOf(idOf(call), -32600, 'Invalid request')
  if (!methods.has(method)) {
    // Spec section 6's refusal text; `data` names the method so a developer sees what was refused.
    return errorOf(idOf(call), -32601, 'Requested RPC call is not allowed', { method: method.slice(0, 64) })
  }
  return undefined
}

/**
 * Splits a JSON-RPC body (one call or a batch) into what the public proxy forwards and what it
 * refuses itself, so a refused call never reaches the node, in a batch too. `methods` is the chain's
 * list (`rpcMethodsFor`): EVM's public methods unless told otherwise.
 */
export function filterRpcBody(raw: string, methods: ReadonlySet<string> = publicRpcMethods): FilteredRpcBody {
  let parsed: unknown
  try {
    parsed = JSON.parse(raw)
  } catch {
    return { kind: 'answer', status: 400, body: errorOf(null, -32700, 'Parse error') }
  }
  const batch = Array.isArray(parsed)
  const calls: unknown[] = batch ? (parsed as unknown[]) : [parsed]
  if (calls.length === 0)
    return { kind: 'answer', status: 400, body: errorOf(null, -32600, 'Invalid request') }
  if (calls.length > MAX_RPC_BATCH) {
    return {
      kind: 'answer',
      status: 413,
      body: errorOf(null, -32005, `Batch of ${calls.length} calls is over the limit of ${MAX_RPC_BATCH}`),
    }
  }
  const refused: RpcError[] = []
  const allowed: unknown[] = []
  for (const call of calls) {
    const error = refusal(call, methods)
    if (error) refused.push(error)
    else allowed.push(call)
  }
  if (allowed.length === 0) return { kind: 'answer', status: 200, body: batch ? refused : refused[0] }
  return {
    kind: 'forward',
    body: JSON.stringify(batch ? allowed : allowed[0]),
    allowed,
    refused,
    batch,
    calls: calls.length,
  }
}

/** The node's answer with the refused calls added back, for a batch; a single call passes as it came. */
export function mergeRpcAnswer(
  filtered: Extract<FilteredRpcBody, { kind: 'forward' }>,
  answer: string,
): string {
  if (!filtered.batch || filtered.refused.length === 0) return answer
  try {
    const parsed = JSON.parse(answer) as unknown
    if (Array.isArray(parsed)) return JSON.stringify([...parsed, ...filtered.refused])
  } catch {
    // not JSON: the node's error passes through as it came
  }
  return answer
}
