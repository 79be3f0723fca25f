import type { IncomingMessage, Server } from 'node:http'
import type { Duplex } from 'node:stream'
import { clientAddress, createKeyedBuckets, refuseUpgrade } from '@airlock/node-kit'
import { WebSocketServer } from 'ws'
import { type AccessPolicy, authorizeCaller, bearerKey } from '../access/authorizeCaller.js'
import { markClient } from '../http/clientOf.js'
import type { RelayBroker } from './relayBroker.js'
import { createRelayHub, type RelayHub } from './relayHub.js'
import { type RelayLimits, resolveRelayLimits } from './relayLimits.js'
import type { RelayStore } from './relayStore.js'
import { relayEndpoint, verifyRelayAuth } from './verifyRelayAuth.js'

export type { RelayLimits } from './relayLimits.js'

/** WalletConnect clients drop a socket after 35 s without a ping. */
const PING_INTERVAL_MS = 10_000
const PURGE_INTERVAL_MS = 60_000
/** RFC 6455 "Unsupported Data": the relay protocol is JSON text. */
const UNSUPPORTED_DATA = 1003

export interface AttachRelayParameters {
  server: Server
  store: RelayStore
  /** Who may open a socket: the same rule, and the same refusals, as the HTTP routes. */
  access: AccessPolicy
  /** The relay's public WebSocket URL(s), e.g. `['ws://127.0.0.1:8787']`: a client's auth token must be for one. */
  relayUrls: readonly string[]
  limits?: Partial<RelayLimits>
  /** Fan-out to the other relay nodes (see relayBroker); unset, this relay is the only node. */
  broker?: RelayBroker
  /** The balancer's addresses: a socket through one counts under the address it forwards (`markClient`). */
  trustedProxies?: ReadonlySet<string>
}

export interface AttachedRelay {
  hub: RelayHub
  /** Open sockets on this node, per project: where each client sits in a cluster (an operator's view). */
  sockets(): Record<string, number>
  close(): Promise<void>
}

/**
 * Serves the WalletConnect relay protocol (JSON-RPC over WebSocket) on an HTTP server's upgrades.
 * A handshake is refused (as an HTTP answer) unless the caller passes the project's access rule and
 * signs a relay auth token for this relay; the token's did:key is the client's identity.
 */
export function attachRelay({
  server,
  store,
  access,
  relayUrls,
  limits: overrides,
  broker,
  trustedProxies = new Set(),
}: AttachRelayParameters): AttachedRelay {
  if (relayUrls.length === 0 || !relayUrls.every((url) => relayEndpoint(url)))
    throw new Error('attachRelay: relayUrls must list the URLs clients reach the relay at')
  const limits = resolveRelayLimits(overrides)
  const hub = createRelayHub(store, { limits, ...(broker ? { broker } : {}) })
  const wss = new WebSocketServer({ noServer: true, maxPayload: limits.maxFrameBytes })
  const socketsFrom = new Map<string, number>()
  const socketsOf = new Map<string, number>()
  const handshakes = createKeyedBuckets(limits.handshakesPerSecond, limits.handshakeBurst)

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', () => socket.destroy())
    // A request target such as `//[` is no URL: thrown here, it would take the whole server down.
    if (!URL.canParse(request.url ?? '/', 'http://relay')) return refuseUpgrade(socket, 400, 'Bad request')
    const url = new URL(request.url ?? '/', 'http://relay')
    const query = (name: string) => url.searchParams.get(name) ?? undefined
    const address = clientAddress(markClient(request, trustedProxies))
    // Counted before any crypto, so a handshake flood from one address costs little.
    if (!handshakes.take(address)) return refuseUpgrade(socket, 429, 'Too many handshakes')
    if ((socketsFrom.get(address) ?? 0) >= limits.maxSocketsPerAddress)
      return refuseUpgrade(socket, 429, 'Too many connections')
    const refusal = authorizeCaller(
      access,
      {
        projectId: query('projectId'),
        origin: request.headers.origin,
        hostOrigin: query('hostOrigin'),
        key: query('key') ?? bearerKey(request.headers.authorization),
      },
      { allowProjectOrigins: true },
    )
    if (refusal) return refuseUpgrade(socket, refusal.status, refusal.message)
    const auth = verifyRelayAuth(query('auth'), { relayUrls, now: Date.now() })
    if ('refusal' in auth) return refuseUpgrade(socket, 401, auth.refusal)

    const project = query('projectId') ?? ''
    wss.handleUpgrade(request, socket, head, (ws) => {
      socketsFrom.set(address, (socketsFrom.get(address) ?? 0) + 1)
      socketsOf.set(project, (socketsOf.get(project) ?? 0) + 1)
      let alive = true
      const session = hub.connect({
        clientId: auth.clientId,
        address,
        send: (payload) => {
          if (ws.readyState === ws.OPEN) ws.send(payload)
        },
        close: (code, reason) => ws.close(code, reason),
      })
      ws.on('pong', () => {
        alive = true
      })
      ws.on('message', (data, isBinary) => {
        if (ws.readyState !== ws.OPEN) return
        if (isBinary) return ws.close(UNSUPPORTED_DATA, 'Text frames only')
        session.receive(data.toString())
      })
      const ping = setInterval(() => {
        if (!alive) return ws.terminate()
        alive = false
        ws.ping()
      }, PING_INTERVAL_MS)
      ws.on('close', () => {
        clearInterval(ping)
        session.close()
        const open = (socketsFrom.get(address) ?? 1) - 1
        if (open > 0) socketsFrom.set(address, open)
        else socketsFrom.delete(address)
        const ofProject = (socketsOf.get(project) ?? 1) - 1
        if (ofProject > 0) socketsOf.set(project, ofProject)
        else socketsOf.delete(project)
      })
      ws.on('error', () => ws.terminate())
    })
  }

  server.on('upgrade', onUpgrade)
  const purge = setInterval(() => {
    // Every node purges; the store makes a second purge of the same messages a no-op.
    store.purgeExpired(Date.now()).catch(() => undefined)
    handshakes.sweep()
  }, PURGE_INTERVAL_MS)
  purge.unref()

  return {
    hub,
    sockets: () => Object.fromEntries(socketsOf),
    close: () =>
      new Promise<void>((resolve) => {
        clearInterval(purge)
        server.off('upgrade', onUpgrade)
        for (const client of wss.clients) client.terminate()
        wss.close(() => resolve())
      }),
  }
}
