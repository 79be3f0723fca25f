import { createServer } from 'node:http'
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
