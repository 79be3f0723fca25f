import * as z from 'zod'

/** The Solana node did not answer, or not as JSON-RPC says it should: the chain's fault, said as 503. */
export class SolanaNodeError extends Error {
  override name = 'SolanaNodeError'
}

export interface SolanaRpcClient {
  /** One JSON-RPC call; its `result` checked against `schema`. Throws SolanaNodeError otherwise. */
  call<T>(method: string, params: unknown[], schema: z.ZodType<T>): Promise<T>
}

export interface SolanaRpcClientOptions {
  /** How long one call may take, ms: a frozen node must not hold a route forever. */
  timeoutMs?: number
  fetcher?: typeof fetch
}

// The error branch first: `result: z.unknown()` would also take an envelope without a result.
const EnvelopeSchema = z.union([
  z.object({ error: z.object({ code: z.number(), message: z.string() }) }),
  z.object({ result: z.unknown() }),
])

let nextId = 1

/**
 * A small JSON-RPC client for the methods the blockchain API reads (no web3.js on the server): every
 * answer is validated, so a node speaking another dialect is an error, never a wrong balance.
 *
 * @example
 * import * as z from 'zod'
 * import { createSolanaRpcClient } from './solanaRpcClient.js'
 * const rpc = createSolanaRpcClient('http://127.0.0.1:8899')
 * const slot = await rpc.call('getSlot', [], z.number())
 */
export function createSolanaRpcClient(
  url: string,
  { timeoutMs = 10_000, fetcher = fetch }: SolanaRpcClientOptions = {},
): SolanaRpcClient {
  return {
    async call(method, params, schema) {
      let body: unknown
      try {
        const response = await fetcher(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ jsonrpc: '2.0', id: nextId++, method, params }),
          signal: AbortSignal.timeout(timeoutMs),
        })
        if (!response.ok) throw new SolanaNodeError(`${method}: HTTP ${response.status}`)
        body = await response.json()
      } catch (error) {
        if (error instanceof SolanaNodeError) throw error
        throw new SolanaNodeError(`${method}: ${(error as Error).message}`)
      }
      const envelope = EnvelopeSchema.safeParse(body)
      if (!envelope.success) throw new SolanaNodeError(`${method}: not a JSON-RPC answer`)
      if ('error' in envelope.data)
        throw new SolanaNodeError(`${method}: ${envelope.data.error.code} ${envelope.data.error.message}`)
      const result = schema.safeParse(envelope.data.result)
      if (!result.success) throw new SolanaNodeError(`${method}: unexpected result`)
      return result.data
    },
  }
}
