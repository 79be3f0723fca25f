import { readFile } from 'node:fs/promises'
import type { IncomingMessage, Server, ServerResponse } from 'node:http'
import { extname } from 'node:path'
import type { Hex } from 'viem'
import { type AccessPolicy, authorizeCaller, bearerKey } from '../access/authorizeCaller.js'
import { AnalyticsEventSchema, createAnalyticsStore } from '../analytics/analyticsStore.js'
import { type BlockchainApi, type ChainConfig, createBlockchainApi } from '../chain/blockchainApi.js'
import { createSignatureVerifier } from '../chain/verifyAccountSignature.js'
import { openDatabase } from '../db/openDatabase.js'
import { type Directory, type ImageFolder, loadDirectory } from '../directory/loadDirectory.js'
import { queryWallets, WalletQuerySchema } from '../directory/queryWallets.js'
import { createKeyedBuckets } from '../limits/keyedBuckets.js'
import { createOnramp, type Onramp, type OnrampParameters } from '../onramp/index.js'
import { loadProjects, type Projects } from '../projects/projects.js'
import { type AttachedRelay, attachRelay, type RelayLimits } from '../relay/attachRelay.js'
import { createRelayStore } from '../relay/relayStore.js'
import { filterRpcBody, mergeRpcAnswer } from '../rpc/filterRpcBody.js'
import { forwardRpcBatch } from '../rpc/forwardRpcBatch.js'
import { rankUpstreams } from '../rpc/rankUpstreams.js'
import { rpcMethodsFor } from '../rpc/rpcAllowlist.js'
import { createRpcCallBudget } from '../rpc/rpcCallBudget.js'
import { createSessionRoutes } from '../sessions/sessionRoutes.js'
import { createSessionStore } from '../sessions/sessionStore.js'
import { createSolanaApi, type SolanaApi, type SolanaChainConfig } from '../solanaApi/index.js'
import { projectCors, publicCors } from './cors.js'
import { createGuardedServer } from './createGuardedServer.js'
import { type HttpLimits, httpLimitsWith } from './httpLimits.js'
import { readBody } from './readBody.js'
import { headerOf, json, queryOf } from './respond.js'

export interface CloudServerParameters {
  port: number
  host?: string
  /** SQLite file for the relay's stored messages; ':memory:' for tests. */
  relayDbPath?: string
  /**
   * The durable state (sessions, names, on-ramp orders, analytics, the EVM and Solana indexes and
   * their cursors, worker leases; see db/): a SQLite file path (`sqlite:` prefix
   * optional, ':memory:' for tests) or a `postgres://` URL for the cluster. Unset, `relayDbPath`'s file.
   */
  databaseUrl?: string
  /** Connections per node to a Postgres `databaseUrl`. */
  databasePoolSize?: number
  directory?: Directory
  projects?: Projects
  /** Origins the modal is served from: the only pages that may call the project routes. */
  modalOrigins?: string[]
  /** The URL clients reach this server at; every URL in a response is built from it, never from `Host`. */
  publicUrl?: string
  /** Reads analytics (`GET /e` with `Authorization: Bearer <adminKey>`); unset, nobody can. */
  adminKey?: string
  /** JSON-RPC upstreams per CAIP-2 chain for the `/v1/` proxy, e.g. `{ 'eip155:31337': ['http://127.0.0.1:8545'] }`. */
  rpcUpstreams?: Record<string, string[]>
  /** Chains the blockchain API (balances, history, NFTs, gas price) serves, indexed into the same SQLite file. */
  chains?: Record<string, ChainConfig>
  /**
   * Solana chains the blockchain API serves (balances, history), CAIP-2 id -> node; indexed into the
   * same SQLite file. `solana:` chains not listed here answer empty whenever the API is on.
   */
  solanaChains?: Record<string, SolanaChainConfig>
  /** The on-ramp (quotes, sandbox checkouts, deliveries from this treasury key) on the devnet `chains`. */
  onramp?: {
    treasuryKey: Hex
    providerCheckouts?: OnrampParameters['providerCheckouts']
    providerStatuses?: OnrampParameters['providerStatuses']
    providerQuotes?: OnrampParameters['providerQuotes']
  }
  limits?: Partial<HttpLimits>
  relayLimits?: Partial<RelayLimits>
  /** The clock name registrations and SIWX sessions are judged by (tests move it). */
  now?: () => number
}

export interface RunningCloud {
  url: string
  server: Server
  relay: AttachedRelay
  blockchain: BlockchainApi | undefined
  solana: SolanaApi | undefined
  onramp: Onramp | undefined
  close(): Promise<void>
}

/** Spec section 7's image routes and the folder each serves from. */
const imageFolders: Record<string, ImageFolder> = {
  getWalletImage: 'wallet-images',
  'public/getAssetImage': 'asset-images',
  'public/getCurrencyImage': 'currency-images',
  'public/getTokenImage': 'token-images',
}
const imageRoute =
  /^\/(getWalletImage|public\/getAssetImage|public\/getCurrencyImage|public\/getTokenImage)\/([^/]+)$/
const imageTypes: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
}

/**
 * Who may call a path: `public` assets anyone; `modal` routes only our modal (for a page on the
 * project's allowlist) or a server with the project's key; `rpc` also the project's own pages (a
 * dApp uses the proxy as its network's RPC URL); `admin` the operator.
 */
type Access = 'public' | 'modal' | 'rpc' | 'admin' | 'checkout'
function accessOf(path: string, method: string): Access | undefined {
  if (path.startsWith('/sandbox/onramp/')) return 'checkout'
  if (path === '/health' || path === '/getProjectOrigins') return 'public'
  if (imageRoute.test(path) || path.startsWith('/public/getNftImage/')) return 'public'
  if (path === '/v1/' || path === '/v1') return 'rpc'
  if (path === '/e') return method === 'GET' ? 'admin' : 'modal'
  if (path === '/getWallets' || path === '/getAnalyticsConfig' || path.startsWith('/v1/')) return 'modal'
  return undefined
}

const isDecodable = (path: string) => {
  try {
    decodeURIComponent(path)
    return true
  } catch {
    return false
  }
}

/** The cloud HTTP API (wallet directory, blockchain API, RPC proxy, analytics) and the WalletConnect relay on one port. */
export async function createCloudServer({
  port,
  host = '127.0.0.1',
  relayDbPath = ':memory:',
  databaseUrl = relayDbPath,
  databasePoolSize,
  directory = loadDirectory(),
  projects = loadProjects(),
  modalOrigins = [],
  publicUrl,
  adminKey,
  rpcUpstreams = {},
  chains,
  solanaChains,
  onramp: onrampConfig,
  limits: limitOverrides,
  relayLimits,
  now = Date.now,
}: CloudServerParameters): Promise<RunningCloud> {
  const limits = httpLimitsWith(limitOverrides)
  const access: AccessPolicy = { projects, modalOrigins }
  // One token bucket per client address; refilled ones are forgotten every few seconds.
  const buckets = createKeyedBuckets(limits.requestsPerSecond, limits.burst)
  const rpcCalls = createRpcCallBudget(limits)
  // Each chain's endpoints, best first by the spec's ping ranking (pinged only while asked).
  const rankings = new Map(
    Object.entries(rpcUpstreams).map(([chain, urls]) => [chain, rankUpstreams(urls, chain)]),
  )
  const sweep = setInterval(() => {
    buckets.sweep()
    rpcCalls.sweep()
  }, 10_000)
  sweep.unref()
  /** Spends `cost` of the client's budget; answers 429 and says true when it is spent. */
  const overBudget = (response: ServerResponse, client: string, cost = 1) => {
    if (buckets.take(client, cost)) return false
    const wait = Math.max(1, Math.ceil(cost / limits.requestsPerSecond))
    json(response, 429, { message: 'Too many requests' }, { 'retry-after': String(wait) })
    return true
  }
  const store = createRelayStore(relayDbPath)
  let base = publicUrl ?? ''
  let blockchain: BlockchainApi | undefined
  let solana: SolanaApi | undefined
  let onramp: Onramp | undefined
  const database = await openDatabase(databaseUrl, { poolSize: databasePoolSize })
  const sessionStore = createSessionStore(database, { now })
  const analytics = createAnalyticsStore(database)
  // Signatures are checked on the blockchain API's nodes (ERC-1271, ERC-6492); EOA-only elsewhere.
  const sessions = createSessionRoutes({
    store: sessionStore,
    verify: createSignatureVerifier((chain) => blockchain?.client(chain)),
    allowsOrigin: projects.allowsOrigin,
    now,
  })

  const tooLarge = (response: ServerResponse) =>
    json(response, 413, { message: 'Request body too large' }, { connection: 'close' })

  async function serveImage(response: ServerResponse, folder: ImageFolder, id: string) {
    const file = directory.imagePath(decodeURIComponent(id), folder)
    if (!file) return json(response, 404, { message: 'Image not found' })
    const body = await readFile(file)
    response.writeHead(200, {
      'content-type': imageTypes[extname(file)] ?? 'application/octet-stream',
      'cache-control': 'public, max-age=86400, immutable',
      // An SVG opened directly must not run script on our origin.
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
    })
    response.end(body)
  }

  async function serveRpc(request: IncomingMessage, response: ServerResponse, client: string) {
    if (request.method !== 'POST') return json(response, 405, { message: 'Method not allowed' })
    const chainId = queryOf(request).chainId ?? ''
    const ranking = rankings.get(chainId)
    if (!ranking) return json(response, 400, { message: `Chain ${chainId.slice(0, 64)} is not supported` })
    const body = await readBody(request, limits.rpcBodyBytes)
    if (body === undefined) return tooLarge(response)
    // Each namespace has its own list: a Solana chain forwards no eth_* call, and the reverse.
    const filtered = filterRpcBody(body, rpcMethodsFor(chainId))
    if (filtered.kind === 'answer') return json(response, filtered.status, filtered.body)
    // A batch costs what its calls cost: one request of 1000 calls is not one call.
    const wait = rpcCalls.spend(client, filtered.calls)
    if (wait !== undefined)
      return json(response, 429, { message: 'Too many requests' }, { 'retry-after': String(wait) })
    const answer = await forwardRpcBatch(ranking.order(), filtered, chainId)
    response.writeHead(answer.status, { 'content-type': 'application/json' })
    response.end(mergeRpcAnswer(filtered, answer.body))
  }

  async function serveAnalytics(request: IncomingMessage, response: ServerResponse, projectId: string) {
    if (request.method !== 'POST') return json(response, 405, { message: 'Method not allowed' })
    const body = await readBody(request, limits.analyticsBodyBytes)
    if (body === undefined) return tooLarge(response)
    let parsed: ReturnType<typeof AnalyticsEventSchema.safeParse> | undefined
    try {
      parsed = AnalyticsEventSchema.safeParse(JSON.parse(body))
    } catch {
      parsed = undefined
    }
    if (!parsed?.success) return json(response, 400, { message: 'Invalid event' })
    await analytics.add(projectId, parsed.data)
    json(response, 202, { ok: true })
  }

  async function readAnalytics(request: IncomingMessage, response: ServerResponse) {
    const key = bearerKey(headerOf(request, 'authorization'))
    if (!adminKey || key !== adminKey) return json(response, 401, { message: 'Unauthorized: invalid key' })
    const query = queryOf(request)
    const limit = Math.min(Math.max(Number(query.limit) || 100, 1), 1000)
    json(response, 200, { events: await analytics.recent(query.projectId ?? '', limit) })
  }

  async function route(request: IncomingMessage, response: ServerResponse) {
    const client = request.socket.remoteAddress ?? 'unknown'
    if (overBudget(response, client)) return
    const method = request.method ?? 'GET'
    // A target such as `//[` is no URL at all.
    if (!URL.canParse(request.url ?? '/', 'http://cloud'))
      return json(response, 400, { message: 'Bad request' })
    const url = new URL(request.url ?? '/', 'http://cloud')
    const path = url.pathname
    if (!isDecodable(path)) return json(response, 400, { message: 'Malformed URL encoding' })
    const kind = accessOf(path, method)
    if (kind === undefined) return json(response, 404, { message: 'Not found' })
    const origin = headerOf(request, 'origin')
    const projectId = url.searchParams.get('projectId')
    const caller = {
      projectId,
      origin,
      hostOrigin: headerOf(request, 'x-airlock-host-origin'),
      key: bearerKey(headerOf(request, 'authorization')),
    }

    if (kind === 'public') {
      publicCors(response)
      if (method === 'OPTIONS') return void response.writeHead(204).end()
      if (method !== 'GET') return json(response, 405, { message: 'Method not allowed' })
      if (path === '/health') return json(response, 200, { ok: true })
      // For the modal's server: its frame-ancestors header lists these (so they are public anyway).
      if (path === '/getProjectOrigins') {
        const project = projects.find(projectId)
        if (!project) return json(response, 404, { message: 'Unauthorized: invalid key' })
        return json(
          response,
          200,
          { allowedOrigins: project.allowedOrigins },
          { 'cache-control': 'max-age=60' },
        )
      }
      const image = imageRoute.exec(path)
      if (image)
        return serveImage(response, imageFolders[image[1] as string] as ImageFolder, image[2] as string)
      if (blockchain && (await blockchain.handle(request, response, path))) return
      return json(response, 404, { message: 'Not found' })
    }
    if (kind === 'admin') return readAnalytics(request, response)
    // The sandbox checkout is a page the browser opens itself (a popup): no CORS, no project key.
    if (kind === 'checkout') {
      if (onramp && (await onramp.handlePublicRoute(request, response, path))) return
      return json(response, 404, { message: 'Not found' })
    }

    const allowProjectOrigins = kind === 'rpc'
    const browserAllowed =
      origin !== undefined &&
      (modalOrigins.includes(origin) ||
        (allowProjectOrigins && projectId !== null && projects.allowsOrigin(projectId, origin)))
    projectCors(response, origin, browserAllowed)
    if (method === 'OPTIONS') return void response.writeHead(204).end()
    const refusal = authorizeCaller(access, caller, { allowProjectOrigins })
    if (refusal) return json(response, refusal.status, { message: refusal.message })

    if (kind === 'rpc') return serveRpc(request, response, client)
    if (path === '/e') return serveAnalytics(request, response, projectId as string)
    if (path === '/v1/supported-chains' && method === 'GET') {
      // swap: the chains whose AMM this cloud deployed (the spec's mainnet list is the modal's constant).
      return json(response, 200, {
        http: Object.keys(rpcUpstreams),
        ws: [],
        swap: blockchain?.swapChains() ?? [],
      })
    }
    if (path === '/v1/sessions' || path.startsWith('/v1/sessions/')) {
      if (await sessions(request, response, path, projectId as string)) return
    }
    if (onramp && (await onramp.handleProjectRoute(request, response, path))) return
    // Before the EVM API: it would refuse a base58 address as 'Invalid address'.
    if (solana && (await solana.handle(request, response, path))) return
    if (blockchain && (await blockchain.handle(request, response, path))) return
    if (method !== 'GET') return json(response, 405, { message: 'Method not allowed' })
    if (path === '/getWallets') {
      const query = WalletQuerySchema.safeParse(queryOf(request))
      if (!query.success) {
        return json(response, 400, { message: `Invalid query: ${query.error.issues[0]?.path.join('.')}` })
      }
      return json(response, 200, queryWallets(directory.wallets, query.data))
    }
    if (path === '/getAnalyticsConfig') return json(response, 200, { isAnalyticsEnabled: true })
    return json(response, 404, { message: 'Not found' })
  }

  const server = createGuardedServer(limits, route, '[cloud]')
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => resolve())
  })
  const bound = (server.address() as { port: number }).port
  base = (publicUrl ?? `http://${host}:${bound}`).replace(/\/$/, '')
  if (chains)
    blockchain = createBlockchainApi({
      chains,
      database,
      publicUrl: base,
      now,
      rankingOf: (chain) => rankings.get(chain),
    })
  if (chains || solanaChains)
    solana = createSolanaApi({ chains: solanaChains ?? {}, database, publicUrl: base })
  // The devnet's chains, or (production) only the real networks a provider serves over `rpcUpstreams`.
  if (onrampConfig && (blockchain || Object.keys(onrampConfig.providerCheckouts ?? {}).length > 0)) {
    const api = blockchain
    onramp = createOnramp({
      chains: chains ?? {},
      upstreamChains: Object.keys(rpcUpstreams),
      publicUrl: base,
      database,
      treasuryKey: onrampConfig.treasuryKey,
      // No blockchain API: no devnet, so nothing is priced here.
      pricesOf: (chain) => api?.pricesOf(chain) ?? (() => 0),
      now,
      ...(onrampConfig.providerCheckouts ? { providerCheckouts: onrampConfig.providerCheckouts } : {}),
      ...(onrampConfig.providerStatuses ? { providerStatuses: onrampConfig.providerStatuses } : {}),
      ...(onrampConfig.providerQuotes ? { providerQuotes: onrampConfig.providerQuotes } : {}),
    })
  }
  const relay = attachRelay({
    server,
    store,
    access,
    relayUrls: [base.replace(/^http/, 'ws')],
    ...(relayLimits ? { limits: relayLimits } : {}),
  })
  return {
    url: `http://${host}:${bound}`,
    server,
    relay,
    get blockchain() {
      return blockchain
    },
    get solana() {
      return solana
    },
    get onramp() {
      return onramp
    },
    async close() {
      clearInterval(sweep)
      for (const ranking of rankings.values()) ranking.stop()
      await blockchain?.close()
      solana?.close()
      await onramp?.close()
      await relay.close()
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
      store.close()
      await database.destroy()
    },
  }
}
