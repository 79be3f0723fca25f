import { devSocialConfig } from '@airlock/dev-cloud'
import { describe, expect, it } from 'vitest'
import { HOST_PAGE, startWalletKit, WALLET_ORIGIN } from '../walletTestKit.js'
import {
  claim,
  completeInPopup,
  finish,
  go,
  openCallback,
  popupToProvider,
  type Started,
  signInAtProvider,
  socialServices,
  start,
} from './socialTestFlow.js'

const services = socialServices()

describe('social login', () => {
  it('signs in through the provider: start, popup, callback page, finish with the proof, claim, session', async () => {
    const browser = services.kit.browser()
    const started = await start(browser)
    expect(started.uri).toBe(`${WALLET_ORIGIN}/social/go?intent=${started.intent}`)
    expect(started.intent).toMatch(/^[A-Za-z0-9_-]{22}$/)
    expect(started.claim).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(started.proof).toMatch(/^[A-Za-z0-9_-]{43}$/)
    // The frame's partition gets its flow cookie (the claim needs it).
    expect(browser.cookies.get('airlock_wallet_flow')).toMatch(/^[A-Za-z0-9_-]{43}$/)
    // The frame waits (long poll) while the popup runs.
    const waiting = claim(browser, started)
    const popup = services.kit.browser()
    const goAnswer = await go(popup, started.uri)
    expect(goAnswer.status).toBe(302)
    expect(goAnswer.headers.getSetCookie()).toEqual([
      expect.stringMatching(
        /^__Host-airlock_social_browser=[A-Za-z0-9_-]{43}; Max-Age=\d+; Path=\/; HttpOnly; Secure; SameSite=Lax$/,
      ),
    ])
    const authorize = new URL(goAnswer.headers.get('location') ?? '')
    expect(Object.fromEntries(authorize.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: 'airlock-google',
      redirect_uri: `${WALLET_ORIGIN}/social/callback`,
      scope: 'openid email profile',
      code_challenge_method: 'S256',
    })
    expect(authorize.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(authorize.searchParams.get('state')).not.toContain(started.intent)
    const callback = await signInAtProvider(services.oidc, authorize.href)

    const page = await openCallback(popup, callback)
    expect(page.status).toBe(200)
    expect(page.html).toContain('Finishing the sign-in…')
    // The page names its intent (to find the frame that started it); no code, state or secret.
    expect(page.html).toContain(`const intent = "${started.intent}"`)
    for (const secret of [started.claim, started.proof, new URL(callback).searchParams.get('code') ?? '-'])
      expect(page.html).not.toContain(secret)
    expect(page.response.headers.get('content-security-policy')).toMatch(
      /script-src 'sha256-[A-Za-z0-9+/=]+'; connect-src 'self'$/,
    )
    expect(page.response.headers.getSetCookie()).toEqual([])

    expect(await finish(popup, callback, started.proof)).toEqual({
      status: 200,
      body: { title: 'Signed in', message: 'Signed in — you can close this window.' },
    })
    const claimed = await waiting
    expect(claimed.status).toBe(200)
    expect(claimed.body).toMatchObject({
      email: 'alice@airlock.dev',
      socialProvider: 'google',
      username: 'alice',
      chainId: 31337,
    })
    expect(claimed.session).toBe(true)
    const me = await browser.get('/api/user')
    expect(await me.json()).toEqual(claimed.body)
    // Consumed: the same claim again finds nothing.
    expect((await claim(browser, started)).status).toBe(400)
  })
})

describe('what a hostile page or a replay gets', () => {
  it('refuses a claim with the wrong secret without consuming the sign-in, and kills it after five', async () => {
    const browser = services.kit.browser()
    const started = await start(browser)
    await completeInPopup(services.kit, services.oidc, started)
    // The host page knows the intent (the popup's first URL), not the claim secret; its requests
    // carry the frame's partitioned cookies (same top site), so here it has the flow cookie too.
    const host = services.kit.browser()
    host.cookies.set('airlock_wallet_flow', browser.cookies.get('airlock_wallet_flow') ?? '')
    const wrong = await claim(host, { intent: started.intent, claim: 'x'.repeat(43) })
    expect(wrong).toEqual({
      status: 403,
      body: { message: 'This sign-in belongs to another window' },
      session: false,
    })
    expect((await claim(browser, started)).status).toBe(200)

    const other = await start(browser)
    for (let i = 0; i < 5; i++)
      expect((await claim(host, { intent: other.intent, claim: `${i}`.repeat(43) })).status).toBe(403)
    // (This browser keeps the session of its first sign-in.)
    expect(await claim(browser, other)).toMatchObject({
      status: 400,
      body: { message: 'This sign-in link has expired. Please try again.' },
    })
  })

  it('answers start, finish and claim only to the wallet origin, and start only for configured providers', async () => {
    const browser = services.kit.browser()
    const foreign = await browser.post('/api/social/start', { provider: 'google' }, { origin: HOST_PAGE })
    expect(foreign.status).toBe(403)
    expect(await foreign.json()).toEqual({ message: 'Unauthorized: origin not allowed' })
    for (const path of ['/api/social/claim', '/api/social/finish']) {
      const fromHost = await browser.post(path, { intent: 'a', claim: 'b' }, { origin: HOST_PAGE })
      expect(fromHost.status).toBe(403)
    }
    for (const provider of ['farcaster', 'myspace', '__proto__']) {
      const refused = await browser.post('/api/social/start', { provider })
      expect(refused.status).toBe(400)
      expect(await refused.json()).toEqual({ message: 'Social provider not configured' })
    }
    const bare = await startWalletKit({ sink: services.kit.sink })
    try {
      const none = await bare.browser().post('/api/social/start', { provider: 'google' })
      expect(await none.json()).toEqual({ message: 'Social provider not configured' })
    } finally {
      await bare.close()
    }
  })

  it('uses /social/go, the callback and the finish once: a replay starts no second session', async () => {
    const browser = services.kit.browser()
    const started = await start(browser, 'github')
    const popup = services.kit.browser()
    const { callback } = await popupToProvider(services.oidc, popup, started.uri)
    const replayGo = await go(popup, started.uri)
    expect(replayGo.status).toBe(400)
    expect(await replayGo.text()).toContain('This sign-in link has expired. Please try again.')
    expect((await openCallback(popup, callback)).status).toBe(200)
    const replayCallback = await openCallback(popup, callback)
    expect(replayCallback.status).toBe(400)
    expect(replayCallback.html).toContain('This sign-in link has expired. Please try again.')
    expect((await finish(popup, callback, started.proof)).status).toBe(200)
    expect(await finish(popup, callback, started.proof)).toEqual({
      status: 400,
      body: { title: 'Sign-in link not valid', message: 'This sign-in link has expired. Please try again.' },
    })
    // github goes through userinfo (no ID token): the same account, another provider.
    expect((await claim(browser, started)).body).toMatchObject({
      email: 'alice@airlock.dev',
      socialProvider: 'github',
    })
    expect((await claim(browser, started)).status).toBe(400)
  })

  it('refuses a tampered state, and a provider error fails the sign-in', async () => {
    const browser = services.kit.browser()
    const started = await start(browser)
    const popup = services.kit.browser()
    const { callback } = await popupToProvider(services.oidc, popup, started.uri, 'bob')
    const tampered = new URL(callback)
    const state = tampered.searchParams.get('state') ?? ''
    tampered.searchParams.set('state', `${state.slice(0, -1)}${state.endsWith('A') ? 'B' : 'A'}`)
    expect((await openCallback(popup, tampered.href)).status).toBe(400)
    expect((await finish(popup, tampered.href, started.proof)).status).toBe(400)
    // The real state still works once.
    expect((await openCallback(popup, callback)).status).toBe(200)
    expect((await finish(popup, callback, started.proof)).status).toBe(200)
    expect((await claim(browser, started)).body).toMatchObject({ email: 'bob@airlock.dev', username: 'bob' })

    const fresh = services.kit.browser()
    const cancelled = await start(fresh)
    const freshPopup = services.kit.browser()
    const goAnswer = await go(freshPopup, cancelled.uri)
    const realState = new URL(goAnswer.headers.get('location') ?? '').searchParams.get('state') ?? ''
    const denied = await openCallback(
      freshPopup,
      `${WALLET_ORIGIN}/social/callback?error=access_denied&state=${realState}`,
    )
    expect(denied.status).toBe(400)
    expect(denied.html).toContain('Social login failed: the sign-in was cancelled')
    expect(await claim(fresh, cancelled)).toEqual({
      status: 400,
      body: { message: 'Social login failed: the sign-in was cancelled' },
      session: false,
    })
  })

  it('refuses an expired sign-in at every step', async () => {
    const browser = services.kit.browser()
    const unused = await start(browser)
    const late = await start(browser)
    const popup = services.kit.browser()
    const { callback } = await popupToProvider(services.oidc, popup, late.uri)
    services.kit.advance(10 * 60_000 + 1)
    expect((await go(popup, unused.uri)).status).toBe(400)
    expect((await openCallback(popup, callback)).status).toBe(400)
    expect((await finish(popup, callback, late.proof)).status).toBe(400)
    expect((await claim(browser, late)).body).toEqual({
      message: 'This sign-in link has expired. Please try again.',
    })
  })

  it('answers pending after a bounded wait, and caps sign-ins under way per client', async () => {
    const short = await startWalletKit({
      sink: services.kit.sink,
      social: devSocialConfig(services.oidc.url),
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
