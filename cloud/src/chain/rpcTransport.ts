import {
  createTransport,
  type EIP1193RequestFn,
  HttpRequestError,
  http,
  RpcRequestError,
  TimeoutError,
  type Transport,
} from 'viem'
import { rpcRetry } from '../rpc/forwardRpc.js'
import { rankUpstreams, rpcRanking, type UpstreamRanking } from '../rpc/rankUpstreams.js'

/** Spec section 9 "RPC transport": the numbers every chain client of the blockchain API uses. */
export const RPC_TRANSPORT = {
  requestTimeoutMs: rpcRetry.timeoutMs,
  /** Retries of a failed request (exponential from the base delay, honouring Retry-After). */
  retryCount: rpcRetry.retries,
  retryDelayMs: rpcRetry.baseDelayMs,
  batch: { batchSize: 1000, wait: 0 },
  /** Fallback ranking: how often each endpoint is pinged, over how many samples it is scored. */
  rank: {
    interval: rpcRanking.intervalMs,
    sampleCount: rpcRanking.samples,
    timeout: rpcRanking.pingTimeoutMs,
    weights: { stability: rpcRanking.stabilityWeight, latency: rpcRanking.latencyWeight },
  },
} as const

/** One endpoint, or several in the operator's order of preference. */
export type RpcEndpoints = string | readonly string[]

/** The endpoints as a list, in the given order. */
export const endpointsOf = (endpoints: RpcEndpoints): readonly string[] =>
  typeof endpoints === 'string' ? [endpoints] : endpoints

export interface RpcTransport {
  transport: Transport
  /** Stops the ranking pings this transport started itself (a shared ranking is its owner's). */
  close(): void
}

export interface RpcTransportOptions {
  batch?: boolean
  /** The chain (CAIP-2): what the ranking pings it with. */
  chain?: string
  /**
   * The chain's ranking shared with the RPC proxy (createCloudServer's), so each endpoint is pinged
   * once for all; unset, this transport ranks its endpoints itself.
   */
  ranking?: UpstreamRanking
}

/** Whether the next endpoint may answer better: the endpoint failed, not the call. */
function endpointFailed(error: unknown): boolean {
  if (error instanceof TimeoutError) return true
  if (error instanceof HttpRequestError)
    return error.status === undefined || rpcRetry.statuses.has(error.status)
  if (error instanceof RpcRequestError) return rpcRetry.rpcCodes.has(error.code)
  return false
}

/**
 * A chain's transport: one endpoint is plain HTTP; several are tried best first by the spec's ranking
 * (the same one the RPC proxy uses: pings while the chain is asked, stability then latency), each
 * endpoint retried by its own HTTP transport, so a dead or slow provider drops behind the others
 * without the operator's intervention. A call the chain refuses (a revert) is not tried elsewhere.
 */
export function rpcTransport(
  endpoints: RpcEndpoints,
  { batch = false, chain = 'eip155:0', ranking: shared }: RpcTransportOptions = {},
): RpcTransport {
  const urls = endpointsOf(endpoints)
  if (urls.length === 0) throw new Error('A chain needs at least one RPC endpoint')
  const { requestTimeoutMs, retryCount, retryDelayMs } = RPC_TRANSPORT
  const httpOf = (url: string, retries: number) =>
    http(url, {
      timeout: requestTimeoutMs,
      retryCount: retries,
      retryDelay: retryDelayMs,
      batch: batch ? RPC_TRANSPORT.batch : false,
    })
  const [only] = urls
  if (urls.length === 1 && only) return { transport: httpOf(only, retryCount), close: () => undefined }
  // A shared ranking serves only when it ranks exactly these endpoints.
  const fits =
    shared !== undefined &&
    shared.upstreams.length === urls.length &&
    urls.every((url) => shared.upstreams.includes(url))
  const ranking = fits ? shared : rankUpstreams(urls, chain)
  const each = new Map(urls.map((url) => [url, httpOf(url, 0)]))
  const transport: Transport = (parameters) => {
    const clients = new Map([...each].map(([url, make]) => [url, make(parameters)]))
    return createTransport({
      key: 'ranked',
      name: 'Ranked fallback',
      type: 'fallback',
      retryCount,
      retryDelay: retryDelayMs,
      timeout: requestTimeoutMs,
      request: (async ({ method, params }) => {
        let failure: unknown
        for (const url of ranking.order()) {
          try {
            return await clients.get(url)?.request({ method, params })
          } catch (error) {
            if (!endpointFailed(error)) throw error
            failure = error
          }
        }
        throw failure
      }) as EIP1193RequestFn,
    })
  }
  return { transport, close: () => (fits ? undefined : ranking.stop()) }
}
