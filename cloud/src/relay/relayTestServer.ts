import { createServer } from 'node:http'
import { type ClientOptions, WebSocket } from 'ws'
import { loadProjects } from '../projects/projects.js'
import { attachRelay } from './attachRelay.js'
import type { RelayLimits } from './relayLimits.js'
import { createRelayStore } from './relayStore.js'

/** Test-only: a relay on a free port, with cloud/projects.json and one modal origin. */
export const modalOrigin = 'http://modal.localhost:5174'
/** A project without allowed origins, for native wallets and servers: they present its key. */
export const walletProject = { projectId: 'airlock-e2e-wallet', key: 'dev-only-airlock-e2e-wallet-secret' }

export async function startRelay(
  options: { dbPath?: string; port?: number; limits?: Partial<RelayLimits> } = {},
) {
  const server = createServer((_, res) => res.end())
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve))
  const port = (server.address() as { port: number }).port
  const relayUrl = `ws://127.0.0.1:${port}`
  const store = createRelayStore(options.dbPath ?? ':memory:')
  const relay = attachRelay({
    server,
    store,
    access: { projects: loadProjects(), modalOrigins: [modalOrigin] },
    relayUrls: [relayUrl],
    ...(options.limits ? { limits: options.limits } : {}),
  })
  const stop = async () => {
    await relay.close()
    await new Promise<void>((resolve) => server.close(() => resolve()))
    await store.close()
  }
  return { port, relayUrl, relay, store, stop }
}

/** A relay URL with query parameters, e.g. `{ projectId, key, auth }`. */
export function relayUrlWith(relayUrl: string, query: Record<string, string>): string {
  return `${relayUrl}/?${new URLSearchParams(query)}`
}

export type Handshake = { socket: WebSocket } | { status: number; message: string }

/** Opens a socket: the open socket, or the HTTP status and message the handshake was refused with. */
export function openSocket(url: string, options: ClientOptions = {}): Promise<Handshake> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, options)
    socket.once('open', () => resolve({ socket }))
    socket.once('error', reject)
    socket.once('unexpected-response', (request, response) => {
      let body = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => {
        body += chunk
      })
      response.on('end', () => {
        request.destroy()
        resolve({
          status: response.statusCode ?? 0,
          message: (JSON.parse(body) as { message: string }).message,
        })
      })
    })
  })
}

/** The open socket, or a failure naming why the handshake was refused. */
export async function openedSocket(url: string, options: ClientOptions = {}): Promise<WebSocket> {
  const handshake = await openSocket(url, options)
  if ('socket' in handshake) return handshake.socket
  throw new Error(`handshake refused: ${handshake.status} ${handshake.message}`)
}
