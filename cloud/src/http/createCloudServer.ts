import type { IncomingMessage, Server, ServerResponse } from 'node:http'
import { refuseUpgrade } from '@airlock/node-kit'
import { getProjectOrigins } from '@airlock/shared-protocol/cloud-api'
import type { Hex } from 'viem'
import { type AccessPolicy, authorizeCaller, bearerKey } from '../access/authorizeCaller.js'
import { analyticsRoutes } from '../analytics/analyticsRoutes.js'
import { createAnalyticsStore } from '../analytics/analyticsStore.js'
import { accountRoutes } from '../chain/accountRoutes.js'
import { type BlockchainApi, type ChainConfig, createBlockchainApi } from '../chain/blockchainApi.js'
import { createSignatureVerifier } from '../chain/verifyAccountSignature.js'
import { openDatabase } from '../db/openDatabase.js'
import { directoryRoutes } from '../directory/directoryRoutes.js'
import { type Directory, loadDirectory } from '../directory/loadDirectory.js'
import { openSharedLimits } from '../limits/sharedLimits.js'
import { createOnramp, type Onramp, type OnrampParameters } from '../onramp/index.js'
import { loadProjects, type Projects } from '../projects/projects.js'
import { type AttachedRelay, attachRelay, type RelayLimits } from '../relay/attachRelay.js'
import { openRelayBackend, type RelayClusterOptions } from '../relay/relayBackend.js'
import { rankUpstreams } from '../rpc/rankUpstreams.js'
import { createRpcCallBudget } from '../rpc/rpcCallBudget.js'
import { rpcRoutes } from '../rpc/rpcRoutes.js'
import { sessionRoutes } from '../sessions/sessionRoutes.js'
import { createSessionStore } from '../sessions/sessionStore.js'
import { createSolanaApi, type SolanaApi, type SolanaChainConfig } from '../solanaApi/index.js'
import { markClient } from './clientOf.js'
import { projectCors, publicCors } from './cors.js'
import { createGuardedServer } from './createGuardedServer.js'
import { healthRoute } from './healthRoute.js'
import { type HttpLimits, httpLimitsWith } from './httpLimits.js'
import { headerOf, json, queryOf } from './respond.js'
import { bind, createRouter, type Router, refuse } from './router.js'

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
  /** The on-ramp (quotes, the injected sandbox checkout, deliveries from this treasury key) on the devnet `chains`. */
  onramp?: {
    treasuryKey: Hex
    providerCheckouts?: OnrampParameters['providerCheckouts']
    providerStatuses?: OnrampParameters['providerStatuses']
    providerQuotes?: OnrampParameters['providerQuotes']
    /** The devnet's sandbox checkout, from the dev composition (onramp/index.ts); production has none. */
    sandbox?: OnrampParameters['sandbox']
  }
  limits?: Partial<HttpLimits>
  /**
   * Redis every API node shares its rate limits in (clients' request and RPC budgets, name
   * registrations, on-ramp quotes and checkout posts), e.g. `redis://10.0.0.5:6379`. Unset, they
   * are this process's (one node). While it does not answer, rate-limited requests get 503.
   */
  redisUrl?: string
  /** Starts every key this server writes to `redisUrl` (`airlock:` by default). */
  redisKeyPrefix?: string
  relayLimits?: Partial<RelayLimits>
  /** Relay nodes sharing a Redis (mailbox and fan-out); unset, the relay is embedded (SQLite, this process). */
  relayBroker?: RelayClusterOptions
  /**
   * The balancer's addresses (`AIRLOCK_TRUSTED_PROXIES`): behind one, every request arrives from it,
   * so the client is the address it appends to X-Forwarded-For; from anyone else that header is ignored.
   */
  trustedProxies?: readonly string[]
  /** Also the WalletConnect relay on this port (the one-process default); off for an API node of a cluster. */
  serveRelay?: boolean
  /** The clock name registrations and SIWX sessions are judged by (tests move it). */
  now?: () => number
  /** Refuse to send an answer outside its route's declared schema (on in the tests: every answer checks the contract). */
  checkAnswers?: boolean
}

export interface RunningCloud {
  url: string
  server: Server
  /** The WalletConnect relay on this port; undefined on an API node (`serveRelay: false`). */
  relay: AttachedRelay | undefined
  blockchain: BlockchainApi | undefined
  solana: SolanaApi | undefined
  onramp: Onramp | undefined
  close(): Promise<void>
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
  redisUrl,
  redisKeyPrefix,
  relayLimits,
  relayBroker,
  serveRelay = true,
  trustedProxies = [],
  now: givenNow,
  checkAnswers = process.env.AIRLOCK_CHECK_ANSWERS === '1',
}: CloudServerParameters): Promise<RunningCloud> {
  const now = givenNow ?? Date.now
  const limits = httpLimitsWith(limitOverrides)
  const access: AccessPolicy = { projects, modalOrigins }
  // A test's clock (`now`) is Redis's clock too; otherwise Redis keeps its own for every node.
  const sharedLimits = await openSharedLimits({ redisUrl, keyPrefix: redisKeyPrefix, now: givenNow })
  // One token bucket per client address, on real time as before (`now` is the registrations' clock).
  const requests = sharedLimits.budget('requests', limits.requestsPerSecond, limits.burst, Date.now)
  const rpcCalls = createRpcCallBudget(limits, Date.now, sharedLimits)
  // Each chain's endpoints, best first by the spec's ping ranking (pinged only while asked).
  const rankings = new Map(
    Object.entries(rpcUpstreams).map(([chain, urls]) => [chain, rankUpstreams(urls, chain)]),
  )
  /** Spends `cost` of the client's budget; answers 429 and says true when it is spent. */
  const overBudget = async (response: ServerResponse, client: string, cost = 1) => {
    if ((await requests.take(client, cost)).ok) return false
    const wait = Math.max(1, Math.ceil(cost / limits.requestsPerSecond))
    json(response, 429, { message: 'Too many requests' }, { 'retry-after': String(wait) })
    return true
  }
  const relayBackend = serveRelay
    ? await openRelayBackend({ dbPath: relayDbPath, cluster: relayBroker })
    : undefined
  let base = publicUrl ?? ''
  let blockchain: BlockchainApi | undefined
  let solana: SolanaApi | undefined
  let onramp: Onramp | undefined
  const database = await openDatabase(databaseUrl, { poolSize: databasePoolSize })
  const sessionStore = createSessionStore(database, { now })
  const analytics = createAnalyticsStore(database)
  // Signatures are checked on the blockchain API's nodes (ERC-1271, ERC-6492); EOA-only elsewhere.
  const sessions = sessionRoutes({
    store: sessionStore,
    verify: createSignatureVerifier((chain) => blockchain?.client(chain)),
    allowsOrigin: projects.allowsOrigin,
    now,
  })
  const projectOrigins = bind(getProjectOrigins, ({ request }) => {
    const project = projects.find(queryOf(request).projectId ?? null)
    if (!project) return refuse(404, 'Unauthorized: invalid key')
    return {
      status: 200,
      body: { allowedOrigins: [...project.allowedOrigins] },
      headers: { 'cache-control': 'max-age=60' },
    }
  })

  let router: Router | undefined
  const proxies = new Set(trustedProxies)

  async function route(request: IncomingMessage, response: ServerResponse) {
    const client = markClient(request, proxies)
    if (await overBudget(response, client)) return
    const method = request.method ?? 'GET'
    // A target such as `//[` is no URL at all.
    if (!URL.canParse(request.url ?? '/', 'http://cloud'))
      return json(response, 400, { message: 'Bad request' })
    const url = new URL(request.url ?? '/', 'http://cloud')
    const path = url.pathname
    if (!isDecodable(path)) return json(response, 400, { message: 'Malformed URL encoding' })
    // The sandbox checkout is a page the browser opens itself (a popup): no CORS, no project key.
    if (path.startsWith('/sandbox/onramp/')) {
      if (onramp && (await onramp.handlePublicRoute(request, response, path))) return
      return json(response, 404, { message: 'Not found' })
    }
    if (!router) return json(response, 503, { message: 'Starting' }, { 'retry-after': '1' })
    const found = router.find(method, path, headerOf(request, 'access-control-request-method'))
    if (!found) return json(response, 404, { message: 'Not found' })
    const kind = found.access

    if (kind === 'public' || kind === 'admin') {
      if (kind === 'public') publicCors(response)
      if (method === 'OPTIONS') return void response.writeHead(204).end()
      if (!found.match) return json(response, 405, { message: 'Method not allowed' })
      return router.serve(found.match, request, response, '')
    }

    const origin = headerOf(request, 'origin')
    const projectId = url.searchParams.get('projectId')
    const allowProjectOrigins = kind === 'rpc'
    const browserAllowed =
      origin !== undefined &&
      (modalOrigins.includes(origin) ||
        (allowProjectOrigins && projectId !== null && projects.allowsOrigin(projectId, origin)))
    projectCors(response, origin, browserAllowed)
    if (method === 'OPTIONS') return void response.writeHead(204).end()
    const refusal = authorizeCaller(
      access,
      {
        projectId,
        origin,
        hostOrigin: headerOf(request, 'x-airlock-host-origin'),
        key: bearerKey(headerOf(request, 'authorization')),
      },
      { allowProjectOrigins },
    )
    if (refusal) return json(response, refusal.status, { message: refusal.message })
    if (!found.match) return json(response, 405, { message: 'Method not allowed' })
    return router.serve(found.match, request, response, projectId as string)
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
      sharedLimits,
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
      sharedLimits,
      ...(onrampConfig.providerCheckouts ? { providerCheckouts: onrampConfig.providerCheckouts } : {}),
      ...(onrampConfig.providerStatuses ? { providerStatuses: onrampConfig.providerStatuses } : {}),
      ...(onrampConfig.providerQuotes ? { providerQuotes: onrampConfig.providerQuotes } : {}),
      ...(onrampConfig.sandbox ? { sandbox: onrampConfig.sandbox } : {}),
    })
  }
  router = createRouter(
    [
      healthRoute,
      projectOrigins,
      ...directoryRoutes(directory),
      ...analyticsRoutes({ store: analytics, adminKey }),
      ...rpcRoutes({ rankings, calls: rpcCalls, limits, swapChains: () => blockchain?.swapChains() ?? [] }),
      ...sessions,
      ...(blockchain || solana ? accountRoutes(blockchain, solana) : []),
      ...(blockchain?.routes ?? []),
      ...(onramp?.routes ?? []),
    ],
    { checkAnswers },
  )
  const relay =
    relayBackend &&
    attachRelay({
      server,
      store: relayBackend.store,
      broker: relayBackend.broker,
      access,
      relayUrls: [base.replace(/^http/, 'ws')],
      trustedProxies: proxies,
      ...(relayLimits ? { limits: relayLimits } : {}),
    })
  // An API node of a cluster: the balancer sends sockets to the relay nodes, so one that arrives here is refused.
  if (!relay) server.on('upgrade', (_, socket) => refuseUpgrade(socket, 404, 'Not found'))
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
      for (const ranking of rankings.values()) ranking.stop()
      await blockchain?.close()
      await solana?.close()
      await onramp?.close()
      await relay?.close()
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
      await relayBackend?.close()
      await sharedLimits.close()
      await database.destroy()
    },
  }
}
