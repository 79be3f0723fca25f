import { randomBytes } from 'node:crypto'
import { type RunningMailSink, type SinkMessage, startMailSink } from '@airlock/dev-cloud'
import {
  createWalletServer,
  type RunningWalletServer,
  type WalletServerOptions,
} from './createWalletServer.js'

/** Test-only: a wallet server on a free port with a real mail sink and a clock the test moves. */
export const WALLET_ORIGIN = 'http://wallet.localhost:5175'
export const HOST_PAGE = 'http://app.localhost:5173'

export interface WalletKit {
  server: RunningWalletServer
  sink: RunningMailSink
  masterKey: Buffer
  /** Moves the server's clock forward. */
  advance(ms: number): void
  /** A new browser: its own cookie jar, requests from the wallet origin unless told otherwise. */
  browser(): TestBrowser
  /** The next email to `to` this kit has not handed out yet. */
  nextMail(to: string): Promise<SinkMessage>
  close(): Promise<void>
}

export interface TestBrowser {
  cookies: Map<string, string>
  request(path: string, init?: RequestOptions): Promise<Response>
  post(path: string, body: unknown, headers?: Record<string, string>): Promise<Response>
  get(path: string, headers?: Record<string, string>): Promise<Response>
}

/** A browser request: JSON body, headers over the defaults ('' leaves one out), redirects followed unless 'manual'. */
interface RequestOptions {
  method?: string
  body?: unknown
  headers?: Record<string, string>
  redirect?: 'follow' | 'manual'
}

type KitOptions = Partial<Omit<WalletServerOptions, 'smtp' | 'now' | 'port'>> & { sink?: RunningMailSink }

export async function startWalletKit({ sink: sharedSink, ...options }: KitOptions = {}): Promise<WalletKit> {
  const sink = sharedSink ?? (await startMailSink({ port: 0, httpPort: 0 }))
  let clock = Date.now()
  const masterKey = Buffer.from(options.masterKey ?? randomBytes(32))
  const server = await createWalletServer({
    port: 0,
    walletOrigin: WALLET_ORIGIN,
    databaseUrl: ':memory:',
    rpcUrl: 'http://127.0.0.1:9',
    chainId: 31337,
    ...options,
    // Every test browser is 127.0.0.1, of no project: one client and one project for the whole file.
    limits: {
      emailBurstPerClient: 1000,
      emailBurstPerProject: 1000,
      emailBurstGlobal: 1000,
      ...options.limits,
    },
    masterKey,
    smtp: { host: '127.0.0.1', port: sink.smtpPort, from: 'Airlock <no-reply@airlock.localhost>' },
    now: () => clock,
  })
  const seen = new Map<string, number>()

  const browser = () => createTestBrowser(() => server.url)

  return {
    server,
    sink,
    masterKey,
    advance(ms) {
      clock += ms
    },
    browser,
    async nextMail(to) {
      const message = await sink.waitForMessage((m) => m.to === to, { afterId: seen.get(to) ?? 0 })
      seen.set(to, message.id)
      return message
    },
    async close() {
      await server.close()
      if (!sharedSink) await sink.close()
    },
  }
}

/**
 * A browser: its cookie jar (`cookies`, shareable), requests from `origin` (the wallet's) unless
 * told otherwise, sent to `target()` (a node, the balancer) at each request.
 */
export function createTestBrowser(
  target: () => string,
  { origin = WALLET_ORIGIN, cookies = new Map<string, string>() } = {},
): TestBrowser {
  async function request(
    path: string,
    { method = 'GET', body, headers = {}, redirect = 'follow' }: RequestOptions = {},
  ) {
    const cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ')
    const all: Record<string, string> = {
      origin,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(cookie ? { cookie } : {}),
      ...headers,
    }
    // An empty value leaves the header out (a same-origin GET has no Origin).
    const sent = Object.fromEntries(Object.entries(all).filter(([, value]) => value !== ''))
    const response = await fetch(`${target()}${path}`, {
      method,
      redirect,
      headers: sent,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';')
      const [name = '', value = ''] = pair.split('=')
      const gone = attributes.some((a) => a.trim().toLowerCase() === 'max-age=0')
      if (gone) cookies.delete(name.trim())
      else cookies.set(name.trim(), value.trim())
    }
    return response
  }
  return {
    cookies,
    request,
    post: (path, body, headers) => request(path, { method: 'POST', body, ...(headers ? { headers } : {}) }),
    get: (path, headers) => request(path, headers ? { headers } : {}),
  }
}

/** The 6-digit code in a code email. */
export const codeIn = (mail: SinkMessage): string => /\b(\d{6})\b/.exec(mail.text)?.[1] ?? ''

/** The approval link in a device email, pointed at the test server instead of `publicUrl`. */
export function linkIn(mail: SinkMessage, serverUrl: string): string {
  const link = /https?:\/\/\S+verify-device\?token=[A-Za-z0-9_-]+/.exec(mail.text)?.[0] ?? ''
  const url = new URL(link)
  return `${serverUrl}${url.pathname}${url.search}`
}

let emails = 0
/** A fresh address per test, so no throttle or user carries over. */
export const newEmail = (name = 'user') => `${name}.${process.pid}.${++emails}@example.com`

/**
 * The email flow up to the code (the device link approved when asked): the code the browser may sign in
 * with, not spent yet; the browser keeps its cookies.
 */
export async function loginCodeFor(kit: WalletKit, browser: TestBrowser, email: string): Promise<string> {
  const connect = (await (await browser.post('/api/email/connect', { email })).json()) as { action: string }
  if (connect.action === 'VERIFY_DEVICE') {
    const link = linkIn(await kit.nextMail(email), kit.server.url)
    await fetch(link)
    const waited = (await (await browser.post('/api/email/await-device', { email })).json()) as {
      action: string
    }
    if (waited.action !== 'VERIFY_OTP') throw new Error(`await-device answered ${waited.action}`)
  }
  return codeIn(await kit.nextMail(email))
}

/** Signs in through the whole email flow (device link, then code); the browser keeps its cookies. */
export async function signIn(kit: WalletKit, browser: TestBrowser, email: string) {
  const otp = await loginCodeFor(kit, browser, email)
  const response = await browser.post('/api/email/otp', { email, otp })
  if (response.status !== 200) throw new Error(`otp answered ${response.status}: ${await response.text()}`)
  return (await response.json()) as { email: string; address: `0x${string}`; chainId: number }
}
