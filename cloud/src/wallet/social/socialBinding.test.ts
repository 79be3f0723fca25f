import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  claim,
  completeInPopup,
  finish,
  go,
  openCallback,
  popupToProvider,
  signInAtProvider,
  socialServices,
  start,
} from './socialTestFlow.js'

// Whoever starts a sign-in holds every secret its start answers: an attacker starts one over HTTP
// (forging the wallet origin's Origin) and sends its link to a victim. These are the bindings that
// keep the victim's sign-in out of the attacker's claim.

const OTHER_BROWSER =
  'This sign-in link was opened in a different browser from the one that started the sign-in, so nobody was signed in. Start again from the app.'

const services = socialServices()
afterEach(() => {
  vi.restoreAllMocks()
})

/** Counts the wallet service's calls to the provider's token endpoint (the code exchange). */
function countExchanges() {
  const spy = vi.spyOn(globalThis, 'fetch')
  return () => spy.mock.calls.filter(([input]) => String(input) === `${services.oidc.url}/token`).length
}

describe('the callback is bound to the browser that went to the provider', () => {
  it('fails at once, nothing exchanged, when the callback comes back without the popup cookie', async () => {
    const attacker = services.kit.browser()
    const started = await start(attacker)
    // The attacker goes to the provider himself, then sends the authorize URL to the victim.
    const goAnswer = await go(attacker, started.uri)
    const authorize = goAnswer.headers.get('location') ?? ''
    const victim = services.kit.browser()
    const callback = await signInAtProvider(services.oidc, authorize, 'bob')
    const exchanges = countExchanges()
    const page = await openCallback(victim, callback)
    expect(page.status).toBe(400)
    expect(page.html).toContain('Nobody was signed in')
    expect(page.html).toContain(OTHER_BROWSER)
    expect(page.html).not.toContain('<script>')
    // Used: the attacker's own browser cannot finish it either.
    expect((await finish(attacker, callback, started.proof)).status).toBe(400)
    expect(exchanges()).toBe(0)
    expect(await claim(attacker, started)).toEqual({
      status: 400,
      body: { message: OTHER_BROWSER },
      session: false,
    })
  })

  it("fails the same with another browser's popup cookie", async () => {
    const frame = services.kit.browser()
    const started = await start(frame)
    const { callback } = await popupToProvider(services.oidc, services.kit.browser(), started.uri)
    // Another browser, which has been through /social/go for a sign-in of its own.
    const other = services.kit.browser()
    await go(other, (await start(services.kit.browser())).uri)
    expect(other.cookies.has('__Host-airlock_social_browser')).toBe(true)
    const exchanges = countExchanges()
    const page = await openCallback(other, callback)
    expect(page.status).toBe(400)
    expect(page.html).toContain(OTHER_BROWSER)
    expect(exchanges()).toBe(0)
    expect((await claim(frame, started)).body).toEqual({ message: OTHER_BROWSER })
  })
})

describe('the exchange needs the proof of the frame that started the sign-in', () => {
  it('a link opened in another browser (no opener, no frame to answer) signs nobody in', async () => {
    // The attacker's HTTP client starts: it has the intent, the claim secret, the proof, the flow cookie.
    const attacker = services.kit.browser()
    const started = await start(attacker)
    const waiting = claim(attacker, started)
    // The victim opens the link in a browser of their own and signs in at the provider.
    const victim = services.kit.browser()
    const { callback } = await popupToProvider(services.oidc, victim, started.uri, 'bob')
    expect((await openCallback(victim, callback)).status).toBe(200)
    const exchanges = countExchanges()
    // The victim's page has no opener: it finishes without a proof.
    expect(await finish(victim, callback, undefined)).toEqual({
      status: 403,
      body: { title: 'Nobody was signed in', message: OTHER_BROWSER },
    })
    expect(exchanges()).toBe(0)
    expect(await waiting).toEqual({ status: 400, body: { message: OTHER_BROWSER }, session: false })
    // No session: nothing to sign with.
    const rpc = await attacker.post('/api/rpc', { method: 'personal_sign', params: ['0x68656c6c6f'] })
    expect(rpc.status).toBe(401)
    expect(victim.cookies.has('airlock_wallet_session')).toBe(false)
  })

  it('refuses a wrong proof the same way, and a finish from another browser than the callback', async () => {
    const frame = services.kit.browser()
    const wrongProof = await start(frame)
    const popup = services.kit.browser()
    const first = await popupToProvider(services.oidc, popup, wrongProof.uri)
    expect((await openCallback(popup, first.callback)).status).toBe(200)
    expect((await finish(popup, first.callback, 'A'.repeat(43))).status).toBe(403)
    expect((await claim(frame, wrongProof)).body).toEqual({ message: OTHER_BROWSER })

    const otherFinish = await start(frame)
    const second = await popupToProvider(services.oidc, popup, otherFinish.uri)
    expect((await openCallback(popup, second.callback)).status).toBe(200)
    // The right proof, from a browser without the popup's cookie.
    expect((await finish(services.kit.browser(), second.callback, otherFinish.proof)).status).toBe(403)
    expect((await claim(frame, otherFinish)).body).toEqual({ message: OTHER_BROWSER })
  })
})

describe('the claim is bound to the partition that started the sign-in', () => {
  it('refuses the right claim secret without the flow cookie, counting it, and keeps the sign-in', async () => {
    const frame = services.kit.browser()
    const started = await start(frame)
    await completeInPopup(services.kit, services.oidc, started)
    // The secrets leaked (the frame's memory), the partitioned flow cookie did not.
    const elsewhere = services.kit.browser()
    for (let attempt = 0; attempt < 4; attempt++)
      expect(await claim(elsewhere, started)).toEqual({
        status: 403,
        body: { message: 'This sign-in belongs to another window' },
        session: false,
      })
    // Another partition's flow cookie is no better.
    const otherPartition = services.kit.browser()
    await start(otherPartition)
    expect((await claim(otherPartition, started)).status).toBe(403)
    // That was the fifth wrong claim: the sign-in is void.
    expect((await claim(frame, started)).body).toEqual({
      message: 'This sign-in link has expired. Please try again.',
    })

    const again = await start(frame)
    await completeInPopup(services.kit, services.oidc, again)
    expect((await claim(elsewhere, again)).status).toBe(403)
    expect(await claim(frame, again)).toMatchObject({ status: 200, session: true })
  })

  it('keeps one flow id and one popup id per browser, so two sign-ins under way at once both finish', async () => {
    const frame = services.kit.browser()
    const first = await start(frame)
    const flow = frame.cookies.get('airlock_wallet_flow')
    const second = await start(frame, 'github')
    expect(frame.cookies.get('airlock_wallet_flow')).toBe(flow)
    const popup = services.kit.browser()
    const one = await popupToProvider(services.oidc, popup, first.uri)
    const id = popup.cookies.get('__Host-airlock_social_browser')
    const two = await popupToProvider(services.oidc, popup, second.uri, 'bob')
    expect(popup.cookies.get('__Host-airlock_social_browser')).toBe(id)
    for (const [callback, proof] of [
      [one.callback, first.proof],
      [two.callback, second.proof],
    ] as const) {
      expect((await openCallback(popup, callback)).status).toBe(200)
      expect((await finish(popup, callback, proof)).status).toBe(200)
    }
    expect((await claim(frame, first)).body).toMatchObject({ email: 'alice@airlock.dev' })
    expect((await claim(frame, second)).body).toMatchObject({ email: 'bob@airlock.dev' })
  })
})
