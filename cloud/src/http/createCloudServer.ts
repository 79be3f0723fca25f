import { readFile } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import { extname } from 'node:path'
import { type Directory, loadDirectory } from '../directory/loadDirectory.js'
import { queryWallets, WalletQuerySchema } from '../directory/queryWallets.js'
import { loadProjects, type Projects } from '../projects/projects.js'
import { type AttachedRelay, attachRelay } from '../relay/attachRelay.js'
import { createRelayStore } from '../relay/relayStore.js'
import { cors, json, queryOf } from './respond.js'

export interface CloudServerParameters {
  port: number
  host?: string
  /** SQLite file for the relay's stored messages; ':memory:' for tests. */
  relayDbPath?: string
  directory?: Directory
  projects?: Projects
}

export interface RunningCloud {
  url: string
  server: Server
  relay: AttachedRelay
  close(): Promise<void>
}

const imageTypes: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
}

/** The cloud HTTP API (wallet directory, analytics config) and the WalletConnect relay on one port. */
export async function createCloudServer({
  port,
  host = '127.0.0.1',
  relayDbPath = ':memory:',
  directory = loadDirectory(),
  projects = loadProjects(),
}: CloudServerParameters): Promise<RunningCloud> {
  const server = createServer(async (request, response) => {
    cors(response)
    try {
      if (request.method === 'OPTIONS') return void response.writeHead(204).end()
      const path = new URL(request.url ?? '/', 'http://cloud').pathname
      if (request.method !== 'GET') return json(response, 405, { message: 'Method not allowed' })
      if (path === '/health') return json(response, 200, { ok: true })
      if (path === '/getWallets' || path === '/getAnalyticsConfig') {
        // The modal runs on its own origin and names the page embedding it (which the browser told it).
        const hostOrigin = request.headers['x-airlock-host-origin']
        const refusal = projects.authorize(
          queryOf(request).projectId,
          typeof hostOrigin === 'string' ? hostOrigin : undefined,
        )
        if (refusal) return json(response, refusal.status, { message: refusal.message })
      }
      if (path === '/getWallets') {
        const query = WalletQuerySchema.safeParse(queryOf(request))
        if (!query.success)
          return json(response, 400, { message: `Invalid query: ${query.error.issues[0]?.path.join('.')}` })
        return json(response, 200, queryWallets(directory.wallets, query.data))
      }
      if (path === '/getAnalyticsConfig') return json(response, 200, { isAnalyticsEnabled: true })
      const image = /^\/getWalletImage\/([^/]+)$/.exec(path)
      if (image) {
        const file = directory.imagePath(decodeURIComponent(image[1] as string))
        if (!file) return json(response, 404, { message: 'Image not found' })
        const body = await readFile(file)
        response.writeHead(200, {
          'content-type': imageTypes[extname(file)] ?? 'application/octet-stream',
          'cache-control': 'public, max-age=86400, immutable',
          // An SVG opened directly must not run script on our origin.
          'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
        })
        return void response.end(body)
      }
      return json(response, 404, { message: 'Not found' })
    } catch (error) {
      if (!response.headersSent) json(response, 500, { message: 'Internal error' })
      console.error('[cloud]', error)
    }
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => resolve())
  })
  const store = createRelayStore(relayDbPath)
  const relay = attachRelay({ server, store, authorize: ({ projectId }) => projects.authorize(projectId) })
  const address = server.address() as { port: number }
  return {
    url: `http://${host}:${address.port}`,
    server,
    relay,
    async close() {
      await relay.close()
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
      store.close()
    },
  }
}
