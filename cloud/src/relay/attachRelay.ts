import type { IncomingMessage, Server } from 'node:http'
import type { Duplex } from 'node:stream'
import { WebSocketServer } from 'ws'
import { relayClientId } from './relayClientId.js'
import { createRelayHub, type RelayHub } from './relayHub.js'
import type { RelayStore } from './relayStore.js'

/** WalletConnect clients drop a socket after 35 s without a ping. */
const PING_INTERVAL_MS = 10_000
const PURGE_INTERVAL_MS = 60_000
const MAX_PAYLOAD_BYTES = 1024 * 1024

/** Returns undefined to accept, or the status and message to refuse the upgrade with. */
export type RelayAuthorizer = (request: {
  projectId: string | null
  /** The socket's Origin header: for our modal, the modal's own origin. */
  origin: string | undefined
  /** The page embedding the modal, which the modal adds to the relay URL (`hostOrigin`); wallets send none. */
  hostOrigin: string | null
}) => { status: number; message: string } | undefined

export interface AttachRelayParameters {
  server: Server
  store: RelayStore
  authorize?: RelayAuthorizer
}

export interface AttachedRelay {
  hub: RelayHub
  close(): Promise<void>
}

/** Serves the WalletConnect relay protocol (JSON-RPC over WebSocket) on an HTTP server's upgrades. */
export function attachRelay({ server, store, authorize }: AttachRelayParameters): AttachedRelay {
  const hub = createRelayHub(store)
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_PAYLOAD_BYTES })

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(request.url ?? '/', 'http://relay')
    const refusal = authorize?.({
      projectId: url.searchParams.get('projectId'),
      origin: request.headers.origin,
      hostOrigin: url.searchParams.get('hostOrigin'),
    })
    if (refusal) {
      socket.end(
        `HTTP/1.1 ${refusal.status} Unauthorized\r\nContent-Type: text/plain\r\nConnection: close\r\n\r\n${refusal.message}`,
      )
      return
    }
    wss.handleUpgrade(request, socket, head, (ws) => {
      let alive = true
      const session = hub.connect({
        clientId: relayClientId(url.searchParams.get('auth')),
        send: (payload) => {
          if (ws.readyState === ws.OPEN) ws.send(payload)
        },
      })
      ws.on('pong', () => {
        alive = true
      })
      ws.on('message', (data, isBinary) => {
        if (!isBinary) session.receive(data.toString())
      })
      const ping = setInterval(() => {
        if (!alive) return ws.terminate()
        alive = false
        ws.ping()
      }, PING_INTERVAL_MS)
      ws.on('close', () => {
        clearInterval(ping)
        session.close()
      })
      ws.on('error', () => ws.terminate())
    })
  }

  server.on('upgrade', onUpgrade)
  const purge = setInterval(() => store.purgeExpired(Date.now()), PURGE_INTERVAL_MS)
  purge.unref()

  return {
    hub,
    close: () =>
      new Promise<void>((resolve) => {
        clearInterval(purge)
        server.off('upgrade', onUpgrade)
        for (const client of wss.clients) client.terminate()
        wss.close(() => resolve())
      }),
  }
}
