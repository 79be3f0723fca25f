import {
  devOidcClients,
  devSocialConfig,
  type RunningDevOidc,
  startDevOidcProvider,
} from '@airlock/dev-cloud'
import { afterAll, beforeAll, expect } from 'vitest'
import { startWalletKit, type TestBrowser, WALLET_ORIGIN, type WalletKit } from '../walletTestKit.js'

/**
 * Test-only: the social sign-in's steps as the frame, the popup and the provider's login page take
 * them, over HTTP. A `TestBrowser` stands for one cookie jar: the frame's partition (flow cookie) or
 * the popup's top-level browser (its first-party id cookie).
 */
export interface Started {
  uri: string
  intent: string
  claim: string
  proof: string
}

/**
 * For a test file: a wallet service with every social provider on a development OpenID provider
 * (claims wait up to 10 s), started before its tests and closed after them.
 */
export function socialServices(): { oidc: RunningDevOidc; kit: WalletKit } {
  const services = {} as { oidc: RunningDevOidc; kit: WalletKit }
  beforeAll(async () => {
    services.oidc = await startDevOidcProvider({ port: 0, clients: devOidcClients(WALLET_ORIGIN) })
    services.kit = await startWalletKit({
      social: devSocialConfig(services.oidc.url),
      limits: { socialClaimWaitMs: 10_000 },
    })
  })
  afterAll(async () => {
    await services.kit.close()
    await services.oidc.close()
  })
  return services
}

/** A top-level navigation: no Origin header. */
const navigation = { origin: '' }

/** The frame's `POST /api/social/start`. */
export async function start(browser: TestBrowser, provider = 'google'): Promise<Started> {
  const response = await browser.post('/api/social/start', { provider })
  expect(response.status).toBe(200)
  return (await response.json()) as Started
}

/** The frame's `POST /api/social/claim` (one long-poll turn). */
export async function claim(browser: TestBrowser, started: Pick<Started, 'intent' | 'claim'>) {
  const response = await browser.post('/api/social/claim', { intent: started.intent, claim: started.claim })
  return {
    status: response.status,
    body: (await response.json()) as Record<string, unknown>,
    session: browser.cookies.has('airlock_wallet_session'),
  }
}

/** The path and query of one of the wallet's URLs, to ask the test server for it. */
const pathOf = (url: string) => {
  const parsed = new URL(url)
  return `${parsed.pathname}${parsed.search}`
}

/** The popup opens the start URI (`/social/go`): the provider's authorize URL, or the refusal. */
export async function go(popup: TestBrowser, uri: string): Promise<Response> {
  return popup.request(pathOf(uri), { headers: navigation, redirect: 'manual' })
}

/**
 * At the provider, as `account` (its login page's button), from its authorize URL to the redirect
 * back to the wallet: the callback URL, not yet opened. The provider keeps its own cookies.
 */
export async function signInAtProvider(
  oidc: RunningDevOidc,
  authorize: string,
  account = 'alice',
): Promise<string> {
  const jar = new Map<string, string>()
  let next = authorize
  let form: URLSearchParams | undefined
  for (let hop = 0; hop < 10; hop++) {
    if (next.startsWith(`${WALLET_ORIGIN}/social/callback`)) return next
    const response = await fetch(new URL(next, oidc.url), {
      redirect: 'manual',
      headers: {
        cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(form ? { method: 'POST', body: form } : {}),
    })
    form = undefined
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';')
      const at = pair.indexOf('=')
      const value = pair.slice(at + 1)
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(line)) jar.delete(pair.slice(0, at))
      else jar.set(pair.slice(0, at), value)
    }
    if (response.status === 200) {
      const html = await response.text()
      const button = new RegExp(
        `<form method="post" action="([^"]+)">\\s*<input type="hidden" name="account" value="${account}">\\s*<button type="submit" data-testid="dev-oidc-account-${account}">Sign in as`,
      ).exec(html)
      if (!button) throw new Error(`No button for ${account} in ${html}`)
      next = button[1] as string
      form = new URLSearchParams({ account })
      continue
    }
    if (response.status < 300 || response.status >= 400)
      throw new Error(`The provider answered ${response.status}: ${await response.text()}`)
    next = response.headers.get('location') ?? ''
  }
  throw new Error('Too many redirects')
}

/** The popup from the start URI to the provider's redirect back: the authorize URL and the callback URL. */
export async function popupToProvider(
  oidc: RunningDevOidc,
  popup: TestBrowser,
  uri: string,
  account = 'alice',
): Promise<{ authorize: URL; callback: string }> {
  const response = await go(popup, uri)
  expect(response.status).toBe(302)
  const authorize = new URL(response.headers.get('location') ?? '')
  return { authorize, callback: await signInAtProvider(oidc, authorize.href, account) }
}

/** The popup opens the callback URL (a top-level navigation, with its cookies). */
export async function openCallback(popup: TestBrowser, callback: string) {
  const response = await popup.request(pathOf(callback), { headers: navigation })
  return { status: response.status, html: await response.text(), response }
}

/**
 * The callback page's finish (its script: the code and state of its URL, and the proof the frame
 * answered, or none when no frame did).
 */
export async function finish(popup: TestBrowser, callback: string, proof: string | undefined) {
  const query = new URL(callback).searchParams
  const response = await popup.post('/api/social/finish', {
    state: query.get('state'),
    code: query.get('code'),
    ...(proof === undefined ? {} : { proof }),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

/** The whole popup of a sign-in the frame started: go, provider, callback page, finish with the proof. */
export async function completeInPopup(
  kit: WalletKit,
  oidc: RunningDevOidc,
  started: Started,
  account = 'alice',
) {
  const popup = kit.browser()
  const { callback } = await popupToProvider(oidc, popup, started.uri, account)
  expect((await openCallback(popup, callback)).status).toBe(200)
  const finished = await finish(popup, callback, started.proof)
  expect(finished.status).toBe(200)
  return { popup, callback }
}
