import type { ServerResponse } from 'node:http'
import { readBody } from '@airlock/node-kit'
import { rpcProxy, rpcProxySlash, supportedChains } from '@airlock/shared-protocol/cloud-api'
import { clientOf } from '../http/clientOf.js'
import type { HttpLimits } from '../http/httpLimits.js'
import { ANSWERED, type Binding, bind, ok, type RouteContext, refuse } from '../http/router.js'
import { filterRpcBody, mergeRpcAnswer } from './filterRpcBody.js'
import { forwardRpcBatch } from './forwardRpcBatch.js'
import type { UpstreamRanking } from './rankUpstreams.js'
import { rpcMethodsFor } from './rpcAllowlist.js'
import type { createRpcCallBudget } from './rpcCallBudget.js'

export interface RpcRoutesParameters {
  rankings: ReadonlyMap<string, UpstreamRanking>
  calls: ReturnType<typeof createRpcCallBudget>
  limits: Pick<HttpLimits, 'rpcBodyBytes'>
  /** CAIP-2 ids of the chains with an AMM the swap routes serve. */
  swapChains: () => string[]
}

/** The JSON-RPC proxy over each chain's ranked upstreams, and the list of chains it serves. */
export function rpcRoutes({ rankings, calls, limits, swapChains }: RpcRoutesParameters): Binding[] {
  async function forward<R extends typeof rpcProxy | typeof rpcProxySlash>({
    query,
    request,
    response,
  }: RouteContext<R>) {
    const chainId = query.chainId
    const ranking = rankings.get(chainId)
    if (!ranking) return refuse(400, `Chain ${chainId.slice(0, 64)} is not supported`)
    const body = await readBody(request, limits.rpcBodyBytes)
    if (body === undefined) return refuse(413, 'Request body too large', { connection: 'close' })
    // Each namespace has its own list: a Solana chain forwards no eth_* call, and the reverse.
    const filtered = filterRpcBody(body, rpcMethodsFor(chainId))
    if (filtered.kind === 'answer') return { status: filtered.status, body: filtered.body as never }
    // A batch costs what its calls cost: one request of 1000 calls is not one call.
    const client = clientOf(request)
    const wait = await calls.spend(client, filtered.calls)
    if (wait !== undefined) return refuse(429, 'Too many requests', { 'retry-after': String(wait) })
    const answer = await forwardRpcBatch(ranking.order(), filtered, chainId)
    writeRaw(response, answer.status, mergeRpcAnswer(filtered, answer.body))
    return ANSWERED
  }
  return [
    bind(rpcProxy, forward),
    bind(rpcProxySlash, forward),
    // swap: the chains whose AMM this cloud deployed (the spec's mainnet list is the modal's constant).
    bind(supportedChains, () => ok({ http: [...rankings.keys()], ws: [], swap: swapChains() })),
  ]
}

function writeRaw(response: ServerResponse, status: number, body: string) {
  response.writeHead(status, { 'content-type': 'application/json' })
  response.end(body)
}
