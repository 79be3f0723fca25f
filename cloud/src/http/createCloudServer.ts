import { readFile } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import { extname } from 'node:path'
import { AnalyticsEventSchema, createAnalyticsStore } from '../analytics/analyticsStore.js'
import { type BlockchainApi, type ChainConfig, createBlockchainApi } from '../chain/blockchainApi.js'
import { type Directory, type ImageFolder, loadDirectory } from '../directory/loadDirectory.js'
import { queryWallets, WalletQuerySchema } from '../directory/queryWallets.js'
import { loadProjects, type Projects } from '../projects/projects.js'
import { type AttachedRelay, attachRelay } from '../relay/attachRelay.js'
import { createRelayStore } from '../relay/relayStore.js'
import { forwardRpc } from '../rpc/forwardRpc.js'
import { readBody } from './readBody.js'
import { cors, json, queryOf } from './respond.js'

export interface CloudServerParameters {
  port: number
  host?: string
  /** SQLite file for the relay's stored messages; ':memory:' for tests. */
  relayDbPath?: string
  directory?: Directory
  projects?: Projects
  /** JSON-RPC upstreams per CAIP-2 chain for the `/v1/` proxy, e.g. `{ 'eip155:31337': ['http://127.0.0.1:8545'] }`. */
  rpcUpstreams?: Record<string, string[]>
  /** Chains the blockchain API (balances, history, NFTs, gas price) serves, indexed into the same SQLite file. */
  chains?: Record<string, ChainConfig>
}

export interface RunningCloud {
  url: string
  server: Server
  relay: AttachedRelay
  blockchain: BlockchainApi | undefined
  close(): Promise<void>
}

/** Spec section 7's image routes and the folder each serves from. */
function imageRoute(path: string): { id: string; folder: ImageFolder } | undefined {
  const match =
    /^\/(getWalletImage|public\/getAssetImage|public\/getCurrencyImage|public\/getTokenImage)\/([^/]+)$/.exec(
      path,
    )
  if (!match) return undefined
  const folders: Record<string, ImageFolder> = {
    getWalletImage: 'wallet-images',
    'public/getAssetImage': 'asset-images',
    'public/getCurrencyImage': 'currency-images',
    'public/getTokenImage': 'token-images',
  }
  return { id: decodeURIComponent(match[2] as string), folder: folders[match[1] as string] as ImageFolder }
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
  rpcUpstreams = {},
  chains,
}: CloudServerParameters): Promise<RunningCloud> {
  const blockchain = chains ? createBlockchainApi({ chains, dbPath: relayDbPath }) : undefined
  const server = createServer(async (request, response) => {
    cors(response)
    try {
      if (request.method === 'OPTIONS') return void response.writeHead(204).end()
      const path = new URL(request.url ?? '/', 'http://cloud').pathname
      const hostOrigin =
        typeof request.headers['x-airlock-host-origin'] === 'string'
          ? request.headers['x-airlock-host-origin']
          : undefined
      if (path === '/v1/supported-chains' && request.method === 'GET') {
        return json(response, 200, { http: Object.keys(rpcUpstreams), ws: [] })
      }
      if ((path === '/v1/' || path === '/v1') && request.method === 'POST') {
        const query = queryOf(request)
        const refusal = projects.authorize(query.projectId, hostOrigin)
        if (refusal) return json(response, refusal.status, { message: refusal.message })
        const chainId = query.chainId ?? ''
        const upstreams = Object.hasOwn(rpcUpstreams, chainId) ? rpcUpstreams[chainId] : undefined
        if (!upstreams)
          return json(response, 400, { message: `Chain ${chainId.slice(0, 64)} is not supported` })
        const body = await readBody(request)
        if (body === undefined) return json(response, 413, { message: 'Body too large' })
        const answer = await forwardRpc(upstreams, body)
        response.writeHead(answer.status, { 'content-type': 'application/json' })
        return void response.end(answer.body)
      }
      if (path === '/e') {
        const projectId = queryOf(request).projectId
        const refusal = projects.authorize(projectId, hostOrigin)
        if (refusal) return json(response, refusal.status, { message: refusal.message })
        if (request.method === 'GET') {
          const limit = Math.min(Math.max(Number(queryOf(request).limit) || 100, 1), 1000)
          return json(response, 200, { events: analytics.recent(projectId as string, limit) })
        }
        if (request.method !== 'POST') return json(response, 405, { message: 'Method not allowed' })
        const body = await readBody(request, 16 * 1024)
        let parsed: ReturnType<typeof AnalyticsEventSchema.safeParse> | undefined
        try {
          parsed = body === undefined ? undefined : AnalyticsEventSchema.safeParse(JSON.parse(body))
        } catch {
          parsed = undefined
        }
        if (!parsed?.success) return json(response, 400, { message: 'Invalid event' })
        analytics.add(projectId as string, parsed.data)
        return json(response, 202, { ok: true })
      }
      if (blockchain && (path.startsWith('/v1/') || path.startsWith('/public/getNftImage/'))) {
        if (path.startsWith('/v1/')) {
          const refusal = projects.authorize(queryOf(request).projectId, hostOrigin)
          if (refusal) return json(response, refusal.status, { message: refusal.message })
        }
        if (await blockchain.handle(request, response, path)) return
      }
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
      const image = imageRoute(path)
      if (image) {
        const file = directory.imagePath(image.id, image.folder)
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
  const analytics = createAnalyticsStore(relayDbPath)
  const relay = attachRelay({
    server,
    store,
    authorize: ({ projectId, hostOrigin }) => projects.authorize(projectId, hostOrigin),
  })
  const address = server.address() as { port: number }
  return {
    url: `http://${host}:${address.port}`,
    server,
    relay,
    blockchain,
    async close() {
      blockchain?.close()
      await relay.close()
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
      store.close()
      analytics.close()
    },
  }
}
