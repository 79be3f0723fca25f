import { fallback, http, type Transport } from 'viem'

/** Spec section 9 "RPC transport": the numbers every chain client of the blockchain API uses. */
export const RPC_TRANSPORT = {
  requestTimeoutMs: 10_000,
  /** Retries of a failed request (exponential from the base delay, honouring Retry-After). */
  retryCount: 3,
  retryDelayMs: 150,
  batch: { batchSize: 1000, wait: 0 },
  /** Fallback ranking: how often each endpoint is pinged, over how many samples it is scored. */
  rank: {
    interval: 4_000,
    sampleCount: 10,
    timeout: 1_000,
    weights: { stability: 0.7, latency: 0.3 },
  },
} as const

/** One endpoint, or several in the operator's order of preference. */
export type RpcEndpoints = string | readonly string[]

/** The endpoints as a list, in the given order. */
export const endpointsOf = (endpoints: RpcEndpoints): readonly string[] =>
  typeof endpoints === 'string' ? [endpoints] : endpoints

export interface RpcTransport {
  transport: Transport
  /** Stops the ranking pings (a ranked transport pings its endpoints until then). */
  close(): void
}

/**
 * A chain's transport: one endpoint is plain HTTP; several are a viem fallback that tries them in
 * rank order (stability, then latency, from periodic `net_listening` pings), so a dead or slow
 * provider drops behind the others without the operator's intervention.
 */
export function rpcTransport(endpoints: RpcEndpoints, { batch = false } = {}): RpcTransport {
  const urls = endpointsOf(endpoints)
  if (urls.length === 0) throw new Error('A chain needs at least one RPC endpoint')
  const { requestTimeoutMs, retryCount, retryDelayMs, rank } = RPC_TRANSPORT
  const httpOf = (url: string, retries: number) =>
    http(url, {
      timeout: requestTimeoutMs,
      retryCount: retries,
      retryDelay: retryDelayMs,
      batch: batch ? RPC_TRANSPORT.batch : false,
    })
  const [only] = urls
  if (urls.length === 1 && only) return { transport: httpOf(only, retryCount), close: () => undefined }
  let closed = false
  const transport = fallback(
    urls.map((url) => httpOf(url, 0)),
    {
      retryCount,
      retryDelay: retryDelayMs,
      rank: {
        ...rank,
        weights: { ...rank.weights },
        // viem's ranking loop has no stop: after close a ping that never settles ends it, no timer kept.
        ping: ({ transport }) =>
          closed ? new Promise<never>(() => undefined) : transport.request({ method: 'net_listening' }),
      },
    },
  )
  return {
    transport,
    close: () => {
      closed = true
    },
  }
}
