import { createServer, type Server } from 'node:http'
import { isAdminKey } from '../access/adminKey.js'
import { type AccessPolicy, bearerKey } from '../access/authorizeCaller.js'
import { healthRoute } from '../http/healthRoute.js'
import { json } from '../http/respond.js'
import { createRouter } from '../http/router.js'
import { loadProjects, type Projects } from '../projects/projects.js'
import { type AttachedRelay, attachRelay } from './attachRelay.js'
import { openRelayBackend, type RelayClusterOptions } from './relayBackend.js'
import type { RelayLimits } from './relayLimits.js'
import type { RelayStore } from './relayStore.js'

export interface RelayNodeParameters {
  port?: number
  host?: string
  /** Shares the mailbox and fan-out with the other nodes on this Redis; unset, a lone SQLite relay. */
  cluster?: RelayClusterOptions
  /** SQLite file when there is no cluster. */
  dbPath?: string
  projects?: Projects
  modalOrigins?: string[]
  /**
   * The URLs clients reach the relay at (the balancer's, each node's): a client's auth token is for
   * one of them. This node's own URL is always accepted.
   */
  relayUrls?: readonly string[]
  limits?: Partial<RelayLimits>
  /** The balancer's addresses, whose X-Forwarded-For names the client (`markClient`). */
  trustedProxies?: readonly string[]
  /** Reads this node's open sockets per project (`GET /stats`, `Authorization: Bearer`); unset, nobody can. */
  adminKey?: string
}

export interface RunningRelayNode {
  port: number
  url: string
  relayUrl: string
  server: Server
  relay: AttachedRelay
  store: RelayStore
  /** Drains nothing: sockets cut, as a crash would, but the process lives on (for tests). */
  kill(): Promise<void>
  close(): Promise<void>
}

/**
 * A relay-only node for the process split: an HTTP server answering /health and the relay's
 * WebSocket upgrade, nothing else.
 */
export async function startRelayNode({
  port = 0,
  host = '127.0.0.1',
  cluster,
  dbPath = ':memory:',
  projects = loadProjects(),
  modalOrigins = [],
  relayUrls = [],
  limits,
  trustedProxies = [],
  adminKey,
}: RelayNodeParameters = {}): Promise<RunningRelayNode> {
  const backend = await openRelayBackend({ dbPath, cluster })
  // The declared health route, as an API node answers it: one check for the balancer.
  const router = createRouter([healthRoute])
  const server = createServer((request, response) => {
    // A request target such as `//[` is no URL: thrown here, it would take the node down.
    const target = request.url ?? '/'
    const path = URL.canParse(target, 'http://relay') ? new URL(target, 'http://relay').pathname : ''
    // Which projects' clients sit on this node: the operator's, since project ids are public.
    if (path === '/stats')
      return isAdminKey(adminKey, bearerKey(request.headers.authorization))
        ? json(response, 200, { sockets: relay.sockets() })
        : json(response, 401, { message: 'Unauthorized: invalid key' })
    const found = router.find(request.method ?? 'GET', path)
    if (!found) return json(response, 404, { message: 'Not found' })
    if (!found.match) return json(response, 405, { message: 'Method not allowed' })
    void router.serve(found.match, request, response, '')
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, resolve)
  })
  const bound = (server.address() as { port: number }).port
  const url = `http://${host}:${bound}`
  const relayUrl = url.replace(/^http/, 'ws')
  const access: AccessPolicy = { projects, modalOrigins }
  const relay = attachRelay({
    server,
    store: backend.store,
    broker: backend.broker,
    access,
    relayUrls: [relayUrl, ...relayUrls],
    ...(limits ? { limits } : {}),
    trustedProxies: new Set(trustedProxies),
  })
  let closed: Promise<void> | undefined
  const close = () => {
    closed ??= (async () => {
      await relay.close()
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
      await backend.close()
    })()
    return closed
  }
  return { port: bound, url, relayUrl, server, relay, store: backend.store, kill: close, close }
}
