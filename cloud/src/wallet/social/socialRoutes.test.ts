import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devOidcClients, devSocialConfig } from '../../oidc/devSocialConfig.js'
import { type RunningDevOidc, startDevOidcProvider } from '../../oidc/startDevOidc.js'
import {
  HOST_PAGE,
  startWalletKit,
  type TestBrowser,
  WALLET_ORIGIN,
  type WalletKit,
} from '../walletTestKit.js'

let oidc: RunningDevOidc
let kit: WalletKit
beforeAll(async () => {
  oidc = await startDevOidcProvider({ port: 0, clients: devOidcClients(WALLET_ORIGIN) })
  kit = await startWalletKit({ social: devSocialConfig(oidc.url), limits: { socialClaimWaitMs: 10_000 } })
})
afterAll(async () => {
  await kit.close()
  await oidc.close()
})

interface Started {
  uri: string
  intent: string
  claim: string
}

/** The wallet's public URL pointed at the test server (as linkIn does for emails). */
const onServer = (url: string) => url.replace(WALLET_ORIGIN, kit.server.url)

async function start(browser: TestBrowser, provider = 'google'): Promise<Started> {
  const response = await browser.post('/api/social/start', { provider })
  expect(response.status).toBe(200)
  return (await response.json()) as Started
}

/**
 * The popup: opens the start URI, signs in at the provider as `account` (its login page's button),
 * and stops at the redirect back to the wallet: the callback URL, not yet opened.
 */
async function signInAtProvider(
  uri: string,
  account = 'alice',
): Promise<{ authorize: URL; callback: string }> {
  const jar = new Map<string, string>()
  const go = await fetch(onServer(uri), { redirect: 'manual' })
  expect(go.status).toBe(302)
  const authorize = new URL(go.headers.get('location') ?? '')
  let next = authorize.href
  let form: URLSearchParams | undefined
  for (let hop = 0; hop < 10; hop++) {
    if (next.startsWith(`${WALLET_ORIGIN}/social/callback`)) return { authorize, callback: next }
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

async function claim(browser: TestBrowser, started: Pick<Started, 'intent' | 'claim'>) {
  const response = await browser.post('/api/social/claim', { intent: started.intent, claim: started.claim })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

describe('social login', () => {
  it('signs in through the provider: start, popup, callback, claim, session', async () => {
    const browser = kit.browser()
    const started = await start(browser)
    expect(started.uri).toBe(`${WALLET_ORIGIN}/social/go?intent=${started.intent}`)
    expect(started.intent).toMatch(/^[A-Za-z0-9_-]{22}$/)
    expect(started.claim).toMatch(/^[A-Za-z0-9_-]{43}$/)
    // The frame waits (long poll) while the popup runs.
    const waiting = claim(browser, started)
    const { authorize, callback } = await signInAtProvider(started.uri)
    expect(Object.fromEntries(authorize.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: 'airlock-google',
      redirect_uri: `${WALLET_ORIGIN}/social/callback`,
      scope: 'openid email profile',
      code_challenge_method: 'S256',
    })
    expect(authorize.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(authorize.searchParams.get('state')).not.toContain(started.intent)
    const page = await fetch(onServer(callback))
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain('Signed in — you can close this window.')
    expect(html).toContain('<script>window.close()</script>')
    expect(html).not.toContain('opener')
    expect(page.headers.get('content-security-policy')).toMatch(/script-src 'sha256-[A-Za-z0-9+/=]+'/)
    expect(page.headers.getSetCookie()).toEqual([])

    const claimed = await waiting
    expect(claimed.status).toBe(200)
    expect(claimed.body).toMatchObject({
      email: 'alice@airlock.dev',
      socialProvider: 'google',
      username: 'alice',
      chainId: 31337,
    })
    expect(browser.cookies.has('airlock_wallet_session')).toBe(true)
    const me = await browser.get('/api/user')
    expect(await me.json()).toEqual(claimed.body)
    // Consumed: the same claim again finds nothing.
    expect((await claim(browser, started)).status).toBe(400)
  })
})

describe('what a hostile page or a replay gets', () => {
  it('refuses a claim with the wrong secret without consuming the sign-in, and kills it after five', async () => {
    const browser = kit.browser()
    const started = await start(browser)
    const { callback } = await signInAtProvider(started.uri)
    await fetch(onServer(callback))
    // The host page knows the intent (the popup's first URL), not the claim secret.
    const host = kit.browser()
    const wrong = await claim(host, { intent: started.intent, claim: 'x'.repeat(43) })
    expect(wrong).toEqual({ status: 403, body: { message: 'This sign-in belongs to another window' } })
    expect(host.cookies.has('airlock_wallet_session')).toBe(false)
    expect((await claim(browser, started)).status).toBe(200)

    const other = await start(browser)
    for (let i = 0; i < 5; i++)
      expect((await claim(host, { intent: other.intent, claim: `${i}`.repeat(43) })).status).toBe(403)
    expect(await claim(browser, other)).toEqual({
      status: 400,
      body: { message: 'This sign-in link has expired. Please try again.' },
    })
  })

  it('answers start only to the wallet origin, and only for configured providers', async () => {
    const browser = kit.browser()
    const foreign = await browser.post('/api/social/start', { provider: 'google' }, { origin: HOST_PAGE })
    expect(foreign.status).toBe(403)
    expect(await foreign.json()).toEqual({ message: 'Unauthorized: origin not allowed' })
    const claimFromHost = await browser.post(
      '/api/social/claim',
      { intent: 'a', claim: 'b' },
      { origin: HOST_PAGE },
    )
    expect(claimFromHost.status).toBe(403)
    for (const provider of ['farcaster', 'myspace', '__proto__']) {
      const refused = await browser.post('/api/social/start', { provider })
      expect(refused.status).toBe(400)
      expect(await refused.json()).toEqual({ message: 'Social provider not configured' })
    }
    const bare = await startWalletKit({ sink: kit.sink })
    try {
      const none = await bare.browser().post('/api/social/start', { provider: 'google' })
      expect(await none.json()).toEqual({ message: 'Social provider not configured' })
    } finally {
      await bare.close()
    }
  })

  it('uses /social/go and the callback once: a replay starts no second session', async () => {
    const browser = kit.browser()
    const started = await start(browser, 'github')
    const { callback } = await signInAtProvider(started.uri)
    const replayGo = await fetch(onServer(started.uri), { redirect: 'manual' })
    expect(replayGo.status).toBe(400)
    expect(await replayGo.text()).toContain('This sign-in link has expired. Please try again.')
    expect((await fetch(onServer(callback))).status).toBe(200)
    const replayCallback = await fetch(onServer(callback))
    expect(replayCallback.status).toBe(400)
    expect(await replayCallback.text()).toContain('This sign-in link has expired. Please try again.')
    // github goes through userinfo (no ID token): the same account, another provider.
    expect((await claim(browser, started)).body).toMatchObject({
      email: 'alice@airlock.dev',
      socialProvider: 'github',
    })
    expect((await claim(browser, started)).status).toBe(400)
  })

  it('refuses a tampered state, and a provider error fails the sign-in', async () => {
    const browser = kit.browser()
    const started = await start(browser)
    const { callback } = await signInAtProvider(started.uri, 'bob')
    const tampered = new URL(onServer(callback))
    const state = tampered.searchParams.get('state') ?? ''
    tampered.searchParams.set('state', `${state.slice(0, -1)}${state.endsWith('A') ? 'B' : 'A'}`)
    expect((await fetch(tampered)).status).toBe(400)
    // The real state still works once.
    expect((await fetch(onServer(callback))).status).toBe(200)
    expect((await claim(browser, started)).body).toMatchObject({ email: 'bob@airlock.dev', username: 'bob' })

    const fresh = kit.browser()
    const cancelled = await start(fresh)
    const go = await fetch(onServer(cancelled.uri), { redirect: 'manual' })
    const realState = new URL(go.headers.get('location') ?? '').searchParams.get('state') ?? ''
    const denied = await fetch(`${kit.server.url}/social/callback?error=access_denied&state=${realState}`)
    expect(denied.status).toBe(400)
    expect(await claim(fresh, cancelled)).toEqual({
      status: 400,
      body: { message: 'Social login failed: the sign-in was cancelled' },
    })
    expect(fresh.cookies.has('airlock_wallet_session')).toBe(false)
  })

  it('refuses an expired sign-in at every step', async () => {
    const browser = kit.browser()
    const unused = await start(browser)
    const late = await start(browser)
    const { callback } = await signInAtProvider(late.uri)
    kit.advance(10 * 60_000 + 1)
    expect((await fetch(onServer(unused.uri), { redirect: 'manual' })).status).toBe(400)
    expect((await fetch(onServer(callback))).status).toBe(400)
    expect((await claim(browser, late)).body).toEqual({
      message: 'This sign-in link has expired. Please try again.',
    })
  })

  it('answers pending after a bounded wait, and caps sign-ins under way per client', async () => {
    const short = await startWalletKit({
      sink: kit.sink,
      social: devSocialConfig(oidc.url),
      limits: { socialClaimWaitMs: 50, socialPendingPerClient: 2 },
    })
    try {
      const browser = short.browser()
      const first = (await (await browser.post('/api/social/start', { provider: 'x' })).json()) as Started
      const pending = await browser.post('/api/social/claim', { intent: first.intent, claim: first.claim })
      expect(await pending.json()).toEqual({ status: 'pending' })
      expect((await browser.post('/api/social/start', { provider: 'x' })).status).toBe(200)
      const third = await browser.post('/api/social/start', { provider: 'x' })
      expect(third.status).toBe(429)
    } finally {
      await short.close()
    }
  })
})
