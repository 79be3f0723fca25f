import type { IncomingMessage, ServerResponse } from 'node:http'
import { clientAddress } from '@airlock/node-kit'
import { clientOf, markClient } from '../http/clientOf.js'
import { createGuardedServer } from '../http/createGuardedServer.js'
import { json } from '../http/respond.js'
import { openSharedLimits } from '../limits/sharedLimits.js'
import { loadProjects, type Projects } from '../projects/projects.js'
import { createCodeStore } from './codeStore.js'
import { createDeviceStore } from './deviceStore.js'
import { awaitDevice, connectEmail, verifyDevice, verifyLoginOtp } from './emailLoginRoutes.js'
import { confirmPrimaryEmail, confirmSecondaryEmail, startEmailUpdate } from './emailUpdateRoutes.js'
import { createEmailUpdateStore } from './emailUpdateStore.js'
import { createFarcasterContext, type FarcasterOptions } from './farcaster/farcasterContext.js'
import { claimFarcaster, startFarcaster } from './farcaster/farcasterRoutes.js'
import { routeFarcasterRelay } from './farcaster/relayRoutes.js'
import { serveFrameFile } from './frameFiles.js'
import {
  configuredKeyEncryptionKey,
  type KeyEncryptionKey,
  KeyServiceUnavailableError,
} from './keyEncryptionKey.js'
import { createMailBudget } from './mailBudget.js'
import { createMailer, type SmtpOptions } from './mailer.js'
import { getUser, isConnected, signOut } from './sessionRoutes.js'
import { createSessionStore } from './sessionStore.js'
import { initSmartAccount, setAccountType, smartAccountNetworks } from './smartAccounts/accountRoutes.js'
import { createAccountTypeStore } from './smartAccounts/accountTypeStore.js'
import { createCallBundleStore } from './smartAccounts/callBundleStore.js'
import {
  checkSmartAccountsOptions,
  resolveSmartAccountsEnvironments,
  type SmartAccountsOptions,
} from './smartAccounts/smartAccountConfig.js'
import { createSmartAccounts } from './smartAccounts/smartAccounts.js'
import type { SocialConfig } from './social/socialConfig.js'
import { createSocialIntentStore } from './social/socialIntentStore.js'
import {
  claimSocial,
  finishSocial,
  returnedSocial,
  socialCallback,
  socialFormCallback,
  socialGo,
  startSocial,
} from './social/socialRoutes.js'
import { createTelegramReplays } from './social/telegramReplays.js'
import { createUserStore } from './userStore.js'
import { isFromWalletOrigin, walletCors } from './walletAccess.js'
import type { WalletContext, WalletHandler } from './walletContext.js'
import { checkMasterKey, openWalletDb, purgeExpired, serviceKey, type WalletDb } from './walletDb.js'
import { type WalletLimits, walletLimitsWith } from './walletLimits.js'
import { walletMessages } from './walletMessages.js'
import { walletRpc } from './walletRpc.js'

export interface WalletServerOptions {
  port: number
  host?: string
  /** The wallet frame's origin, e.g. `http://wallet.localhost:5175`: the only page that may call `/api/`. */
  walletOrigin: string
  /**
   * The wallet's own database (users with sealed keys, sessions, devices, codes, sign-ins under way):
   * a SQLite file path (':memory:' for tests) embedded, or `postgres://...` that several wallet
   * nodes share. Custody's, never the API's database.
   */
  databaseUrl: string
  /** 32 bytes from configuration (see `masterKeyFrom`); it wraps every user's data key and never reaches the database. */
  masterKey?: Uint8Array
  /**
   * What wraps the users' data keys instead of `masterKey`: a KMS (vaultTransitKeyEncryptionKey).
   * Given, the other service keys come from a secret it wrapped into the database.
   */
  keyEncryptionKey?: KeyEncryptionKey
  smtp: SmtpOptions
  /** The chain node transactions are sent to (anvil in development). */
  rpcUrl: string
  chainId: number
  /**
   * Other chains the embedded wallet sends transactions on (chain id -> JSON-RPC URL), beside
   * `chainId`; signatures need none. A send on a chain not listed is refused.
   */
  chains?: Record<number, string>
  /**
   * The chains where users also have a smart account (MetaMask's HybridDeleGator owned by their EOA,
   * ERC-4337 user operations through the chain's bundler): chain id -> `{ bundlerUrl, environment? }`.
   * Each must be `chainId` or in `chains`. Their default account type is the smart account.
   */
  smartAccounts?: SmartAccountsOptions
  /** The wallet frame's built bundle, served at `/` (index.html and its assets); unset, only `/api/` exists. */
  frameDir?: string
  /**
   * The modal's origin, e.g. `http://modal.localhost:5174`: written into the frame's index.html, the
   * only parent the frame answers. Unset, the frame stays inert.
   */
  modalOrigin?: string
  /**
   * The host pages a project allows (the modal server's `frame-ancestors` directive for a project id,
   * e.g. `frame-ancestors https://dapp.example`): the frame's page may be embedded by the modal within
   * those pages only. Unset: by the modal within any page.
   */
  hostAncestors?: (projectId: string | null) => Promise<string>
  /** Where links in emails point; defaults to `walletOrigin` (the page and the API share it). Never `Host`. */
  publicUrl?: string
  limits?: Partial<WalletLimits>
  /**
   * Redis every wallet node shares its limits in: the request and email budgets, the email
   * cooldown, and the signing lock (one signing per user across nodes), e.g. `redis://10.0.0.5:6379`.
   * Unset, they are this process's (one node). While it does not answer, those requests get 503.
   */
  redisUrl?: string
  /** Starts every key this server writes to `redisUrl` (`airlock:` by default). */
  redisKeyPrefix?: string
  /**
   * The balancer's addresses: a request through one counts under the client it names in
   * X-Forwarded-For (`markClient`), not under the balancer, for every per-client budget.
   */
  trustedProxies?: readonly string[]
  /**
   * Social login (OAuth 2.0 code + PKCE, OpenID Connect): one OAuth client per provider; a provider
   * absent here is refused. The redirect URI each client registers is `<publicUrl>/social/callback`.
   */
  social?: SocialConfig
  /** Sign In With Farcaster (the registry to read fids from, ...); unset, its routes are 404. */
  farcaster?: FarcasterOptions
  /** The cloud's projects (projects.json by default): each known one has a mail budget of its own. */
  projects?: Pick<Projects, 'find'>
  /** Test-only clock (ms since epoch) for expiries and the email cooldown. */
  now?: () => number
}

export interface RunningWalletServer {
  /** Where the server listens (loopback), e.g. `http://127.0.0.1:5175`. */
  url: string
  close(): Promise<void>
}

const apiRoutes: Record<string, WalletHandler> = {
  'POST /api/email/connect': connectEmail,
  'POST /api/email/await-device': awaitDevice,
  'POST /api/email/otp': verifyLoginOtp,
  'GET /api/user': getUser,
  'GET /api/smart-account-networks': smartAccountNetworks,
  'POST /api/account-type': setAccountType,
  'POST /api/smart-account/init': initSmartAccount,
  'GET /api/is-connected': isConnected,
  'POST /api/sign-out': signOut,
  'POST /api/email/update': startEmailUpdate,
  'POST /api/email/update/primary': confirmPrimaryEmail,
  'POST /api/email/update/secondary': confirmSecondaryEmail,
  'POST /api/rpc': walletRpc,
  'POST /api/social/start': startSocial,
  'POST /api/social/claim': claimSocial,
  'POST /api/social/returned': returnedSocial,
  'POST /api/social/finish': finishSocial,
  'POST /api/farcaster/start': startFarcaster,
  'POST /api/farcaster/claim': claimFarcaster,
}

/**
 * Top-level navigations in the social popup: no Origin to check, the intent or state is their
 * authority, with the popup's first-party cookie (the request's). The POST is a provider's
 * `form_post` answer, taken only from that provider's Origin.
 */
const pageRoutes: Record<
  string,
  (url: URL, response: ServerResponse, context: WalletContext, request: IncomingMessage) => unknown
> = {
  'GET /social/go': socialGo,
  'GET /social/callback': socialCallback,
  'POST /social/callback': socialFormCallback,
}

/**
 * The embedded wallet's service: email login (device link, one-time codes), social login (OAuth 2.0
 * + PKCE, OpenID Connect: social/socialRoutes.ts), sessions in partitioned cookies, email change,
 * and signing with server-held keys (sealed with `masterKey`), for the wallet frame only (see
 * walletAccess.ts). Optionally serves the frame's bundle on the same origin.
 *
 * @example
 * import { createWalletServer } from './createWalletServer.js'
 * const wallet = await createWalletServer({
 *   port: 5175, walletOrigin: 'http://wallet.localhost:5175', databaseUrl: '.data/wallet.db', masterKey,
 *   smtp: { host: '127.0.0.1', port: 2525, from: 'Airlock <no-reply@airlock.localhost>' },
 *   rpcUrl: 'http://127.0.0.1:8545', chainId: 31337,
 * })
 */
export async function createWalletServer(options: WalletServerOptions): Promise<RunningWalletServer> {
  const {
    port,
    host = '127.0.0.1',
    walletOrigin,
    databaseUrl,
    masterKey,
    smtp,
    rpcUrl,
    chainId,
    frameDir,
    modalOrigin,
  } = options
  if (!options.keyEncryptionKey && !masterKey)
    throw new Error('The wallet needs a master key or a key-encryption key (a KMS)')
  const kek = options.keyEncryptionKey ?? configuredKeyEncryptionKey(masterKey as Uint8Array)
  if (
    modalOrigin !== undefined &&
    (!URL.canParse(modalOrigin) || new URL(modalOrigin).origin !== modalOrigin)
  )
    throw new Error(`The modal origin must be an origin (scheme://host[:port]), not ${modalOrigin}`)
  const now = options.now ?? Date.now
  const chains = { ...options.chains, [chainId]: rpcUrl }
  const smartAccounts = await resolveSmartAccountsEnvironments(
    checkSmartAccountsOptions(options.smartAccounts, chains),
  )
  // CSP frame-ancestors is checked against every ancestor: the modal and the page around it.
  const frameAncestorsOf = async (projectId: string | null) => {
    if (!modalOrigin) return "frame-ancestors 'none'"
    const hosts = (await options.hostAncestors?.(projectId))?.replace(/^frame-ancestors\s*/, '').trim() ?? '*'
    if (hosts === '*' || hosts === "'none'") return `frame-ancestors ${hosts}`
    return `frame-ancestors ${modalOrigin} ${hosts}`
  }
  const limits = walletLimitsWith(options.limits)
  const projects = options.projects ?? loadProjects()
  // A test's clock (`now`) is Redis's clock too; otherwise Redis keeps its own for every node.
  const shared = await openSharedLimits({
    redisUrl: options.redisUrl,
    keyPrefix: options.redisKeyPrefix,
    now: options.now,
  })
  // Per client address, on real time as before (`now` is the expiries' and the cooldown's clock).
  const requests = shared.budget('wallet-requests', limits.requestsPerSecond, limits.burst, Date.now)
  const emailBudget = shared.budget(
    'wallet-emails',
    limits.emailsPerMinutePerClient / 60,
    limits.emailBurstPerClient,
    Date.now,
  )
  let db: WalletDb
  let otpKey: Buffer
  let socialStateKey: Buffer
  try {
    db = await openWalletDb(databaseUrl)
  } catch (error) {
    await shared.close()
    throw error
  }
  try {
    await checkMasterKey(db, kek)
    otpKey = await serviceKey(db, kek, 'otp')
    socialStateKey = await serviceKey(db, kek, 'social-state')
  } catch (error) {
    await db.destroy()
    await shared.close()
    throw error
  }
  const mailer = createMailer(smtp)
  const context: WalletContext = {
    users: createUserStore(db, kek, now),
    sessions: createSessionStore(db, limits.sessionTtlMs, now),
    devices: createDeviceStore(
      db,
      { deviceTtlMs: limits.deviceTtlMs, linkTtlMs: limits.deviceLinkTtlMs },
      now,
    ),
    codes: createCodeStore(
      db,
      { hashKey: otpKey, ttlMs: limits.otpTtlMs, maxAttempts: limits.otpMaxAttempts },
      now,
    ),
    emailUpdates: createEmailUpdateStore(db, limits.otpTtlMs, now),
    throttle: shared.cooldown('email', limits.emailCooldownMs, now),
    socialIntents: createSocialIntentStore(
      db,
      {
        stateKey: socialStateKey,
        ttlMs: limits.socialIntentTtlMs,
        maxClaimAttempts: limits.socialClaimMaxAttempts,
        maxPendingPerClient: limits.socialPendingPerClient,
      },
      now,
    ),
    telegramReplays: createTelegramReplays(db, now),
    social: options.social ?? {},
    limits,
    publicUrl: (options.publicUrl ?? walletOrigin).replace(/\/$/, ''),
    chainId,
    rpcUrl,
    chains,
    smartAccounts: createSmartAccounts(smartAccounts, chains),
    accountTypes: createAccountTypeStore(db),
    callBundles: createCallBundleStore(db, now),
    async takeEmailBudget(request) {
      if ((await emailBudget.take(clientAddress(clientOf(request)))).ok) return 0
      return Math.max(1, Math.ceil(60 / limits.emailsPerMinutePerClient))
    },
    mailBudget: createMailBudget(limits, (id) => projects.find(id) !== undefined, now, shared),
    signingLock: shared.lock('signing'),
    async mail(to, text) {
      try {
        await mailer.send(to, text)
        return true
      } catch (error) {
        console.error('[wallet] email not sent:', (error as Error).message)
        return false
      }
    },
    now,
  }
  if (options.farcaster) context.farcaster = createFarcasterContext(db, options.farcaster, context, shared)
  const sweep = setInterval(() => {
    purgeExpired(db, now()).catch((error) => console.error('[wallet] purge:', (error as Error).message))
  }, 60_000)
  sweep.unref()

  async function routeApi(request: IncomingMessage, response: ServerResponse, url: URL, method: string) {
    response.setHeader('cache-control', 'no-store')
    walletCors(request, response, walletOrigin)
    // The one route a top-level navigation reaches (from the email): its token is its authority.
    if (url.pathname === '/api/email/verify-device' && method === 'GET')
      return verifyDevice(url, response, context)
    if (!isFromWalletOrigin(request, walletOrigin))
      return json(response, 403, { message: walletMessages.ORIGIN_NOT_ALLOWED })
    if (method === 'OPTIONS') return void response.writeHead(204).end()
    const handler = apiRoutes[`${method} ${url.pathname}`]
    if (!handler) return json(response, 404, { message: walletMessages.NOT_FOUND })
    // JSON only: also keeps the API out of reach of plain HTML forms.
    if (method === 'POST' && !/^application\/json\b/i.test(request.headers['content-type'] ?? ''))
      return json(response, 415, { message: walletMessages.NOT_JSON })
    try {
      await handler(request, response, context)
    } catch (error) {
      // A first sign-in wraps its new key: with the KMS down, refused until it answers.
      if (!(error instanceof KeyServiceUnavailableError) || response.headersSent) throw error
      console.error('[wallet]', error.message)
      json(response, 503, { message: walletMessages.KEY_SERVICE_DOWN }, { 'retry-after': '5' })
    }
  }

  const proxies = new Set(options.trustedProxies ?? [])

  async function route(request: IncomingMessage, response: ServerResponse) {
    const client = clientAddress(markClient(request, proxies))
    // The balancer's check, every half second from one address: outside the clients' budget. It
    // reads the database, so a node that lost it leaves the rotation.
    if (request.method === 'GET' && request.url === '/health') {
      const ok = await db
        .selectFrom('meta')
        .select('name')
        .limit(1)
        .execute()
        .then(
          () => true,
          () => false,
        )
      return json(response, ok ? 200 : 503, { status: ok ? 'ok' : 'database unreachable' })
    }
    if (!(await requests.take(client)).ok) {
      const wait = Math.max(1, Math.ceil(1 / limits.requestsPerSecond))
      return json(response, 429, { message: 'Too many requests' }, { 'retry-after': String(wait) })
    }
    const method = request.method ?? 'GET'
    if (!URL.canParse(request.url ?? '/', 'http://wallet'))
      return json(response, 400, { message: 'Bad request' })
    const url = new URL(request.url ?? '/', 'http://wallet')
    if (url.pathname.startsWith('/api/')) return routeApi(request, response, url, method)
    const page = pageRoutes[`${method} ${url.pathname}`]
    if (page) return page(url, response, context, request)
    if (await routeFarcasterRelay(request, response, url, method, context)) return
    if (frameDir && method === 'GET') {
      try {
        const ancestors =
          url.pathname === '/' ? await frameAncestorsOf(url.searchParams.get('projectId')) : undefined
        if (await serveFrameFile(response, frameDir, url.pathname, modalOrigin, ancestors)) return
      } catch (error) {
        if (!(error instanceof URIError)) throw error
        return json(response, 400, { message: 'Malformed URL encoding' })
      }
    }
    json(response, 404, { message: walletMessages.NOT_FOUND })
  }

  const server = createGuardedServer(limits, route, '[wallet]')
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(port, host, () => resolve())
    })
  } catch (error) {
    clearInterval(sweep)
    mailer.close()
    await db.destroy()
    await shared.close()
    throw error
  }
  const bound = (server.address() as { port: number }).port
  // Our Farcaster relay is reached through its protocol, as a configured one would be.
  context.farcaster?.listening(`http://${/^(0\.0\.0\.0|::)$/.test(host) ? '127.0.0.1' : host}:${bound}`)
  return {
    url: `http://${host}:${bound}`,
    async close() {
      clearInterval(sweep)
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
      mailer.close()
      await db.destroy()
      await shared.close()
    },
  }
}
