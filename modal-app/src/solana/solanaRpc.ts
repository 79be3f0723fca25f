import type { Network } from '@airlock/shared-protocol'
import type * as z from 'zod'
import { getHostOrigin, readCloudUrl } from '../config.js'
import { appStore } from '../stores/appStore.js'

/** One JSON-RPC call to a Solana network, its result checked with `schema`. */
export type SolanaRpc = <T>(method: string, params: unknown[], schema: z.ZodType<T>) => Promise<T>

/** A JSON-RPC error answered by the node (or the proxy for it): its message is the node's. */
export class SolanaRpcError extends Error {
  constructor(
    message: string,
    readonly code: number,
  ) {
    super(message)
    this.name = 'SolanaRpcError'
  }
}

/** Bounded: one try of 10 s at the cloud, then one of 10 s at the network's own RPC. */
export const SOLANA_RPC_TIMEOUT_MS = 10_000
// The proxy refuses a method it does not forward with this code: the network's own RPC may serve it.
const METHOD_NOT_FOUND = -32601

let nextId = 0

/** No answer worth keeping (transport, HTTP status, not JSON-RPC, or a method the endpoint lacks). */
class Unanswered extends Error {}

async function post(url: string, method: string, params: unknown[], headers: Record<string, string>) {
  let response: Response
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ jsonrpc: '2.0', id: ++nextId, method, params }),
      signal: AbortSignal.timeout(SOLANA_RPC_TIMEOUT_MS),
    })
  } catch (error) {
    throw new Unanswered(error instanceof Error ? error.message : 'Request failed')
  }
  if (!response.ok) throw new Unanswered(`HTTP status code: ${response.status}`)
  const body = (await response.json().catch(() => undefined)) as
    | { result?: unknown; error?: { code?: unknown; message?: unknown } }
    | undefined
  if (!body || typeof body !== 'object') throw new Unanswered('Invalid JSON-RPC answer')
  if (body.error && typeof body.error === 'object') {
    const code = typeof body.error.code === 'number' ? body.error.code : -32603
    const message = typeof body.error.message === 'string' ? body.error.message.slice(0, 300) : 'RPC error'
    if (code === METHOD_NOT_FOUND) throw new Unanswered(message)
    throw new SolanaRpcError(message, code)
  }
  if (!('result' in body)) throw new Unanswered('Invalid JSON-RPC answer')
  return body.result
}

/**
 * JSON-RPC to a Solana network. Spec section 7: through the cloud's RPC endpoint first (it checks the
 * host's origin and retries the node itself), the network's own RPC when the cloud gives no answer
 * (down, a chain it does not serve, a method it does not forward). A JSON-RPC error is the node's
 * answer and is not tried again elsewhere: it becomes a SolanaRpcError with the node's message.
 *
 * @example
 * import { getBalance, solanaRpc } from './solanaRpc.js'
 * const lamports = await getBalance(solanaRpc(network), address)
 */
export function solanaRpc(network: Network): SolanaRpc {
  const own = network.rpcUrls.default.http[0] as string
  const projectId = appStore.getState().options?.projectId ?? ''
  const proxy = `${readCloudUrl()}/v1/?chainId=${encodeURIComponent(network.caipNetworkId)}&projectId=${encodeURIComponent(projectId)}`
  const origin = getHostOrigin()
  const proxyHeaders: Record<string, string> = origin ? { 'x-airlock-host-origin': origin } : {}
  return async (method, params, schema) => {
    let result: unknown
    try {
      result = await post(proxy, method, params, proxyHeaders)
    } catch (error) {
      if (!(error instanceof Unanswered)) throw error
      try {
        result = await post(own, method, params, {})
      } catch (fallbackError) {
        if (fallbackError instanceof Unanswered) throw new Error(`${method}: ${fallbackError.message}`)
        throw fallbackError
      }
    }
    const parsed = schema.safeParse(result)
    if (!parsed.success) throw new Error(`${method}: unexpected answer`)
    return parsed.data
  }
}
