import type { RunningDevOidc } from '@airlock/dev-cloud'
import { describe, expect, it } from 'vitest'
import { type TestBrowser, WALLET_ORIGIN } from '../walletTestKit.js'
import { claim, go, openCallback, type Started, socialServices, start } from './socialTestFlow.js'

const services = socialServices()
const callback = `${WALLET_ORIGIN}/social/callback`

/** At the login page stand-in, as `account` (its button): the callback URL with `#tgAuthResult=`. */
async function logInAtTelegram(oidc: RunningDevOidc, login: URL, account = '700001'): Promise<URL> {
  const page = await fetch(login)
  expect(page.status).toBe(200)
  const html = await page.text()
  expect(html).toContain(`data-testid="dev-telegram-account-${account}"`)
  const form = new URLSearchParams({
    bot_id: login.searchParams.get('bot_id') ?? '',
    origin: login.searchParams.get('origin') ?? '',
    return_to: login.searchParams.get('return_to') ?? '',
    account,
  })
  const answer = await fetch(new URL(login.pathname, oidc.url), {
    method: 'POST',
    body: form,
    redirect: 'manual',
  })
  expect(answer.status).toBe(303)
  return new URL(answer.headers.get('location') ?? '')
}

/** The callback page's finish as its script sends it: the state of its query, the fragment's result as the code. */
async function finishWith(popup: TestBrowser, back: URL, result: string, proof: string) {
  const response = await popup.post('/api/social/finish', {
    state: back.searchParams.get('state'),
    code: result,
    proof,
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

/** Start, popup to Telegram's login page and back to the callback page: the frame, the popup, the way back. */
async function toCallback(account = '700001') {
  const frame = services.kit.browser()
  const started: Started = await start(frame, 'telegram')
  const popup = services.kit.browser()
  const went = await go(popup, started.uri)
  expect(went.status).toBe(302)
  const back = await logInAtTelegram(services.oidc, new URL(went.headers.get('location') ?? ''), account)
  const page = await openCallback(popup, back.href)
  expect(page.status).toBe(200)
  const result = new URLSearchParams(back.hash.slice(1)).get('tgAuthResult') ?? ''
  return { frame, started, popup, back, result }
}

describe('Telegram login', () => {
  it('starts with result_uri, goes to the login page for the bot, and signs in with the signed result', async () => {
    const frame = services.kit.browser()
    const started = await start(frame, 'telegram')
    const uri = new URL(started.uri)
    expect(uri.origin + uri.pathname).toBe(`${WALLET_ORIGIN}/social/go`)
    expect(Object.fromEntries(uri.searchParams)).toEqual({ intent: started.intent, result_uri: callback })
    const popup = services.kit.browser()
    const went = await go(popup, started.uri)
    expect(went.status).toBe(302)
    const login = new URL(went.headers.get('location') ?? '')
    expect(login.origin + login.pathname).toBe(`${services.oidc.url}/telegram/auth`)
    const returnTo = new URL(login.searchParams.get('return_to') ?? '')
    expect(Object.fromEntries(login.searchParams)).toEqual({
      bot_id: '7000000001',
      origin: WALLET_ORIGIN,
      request_access: 'write',
      return_to: returnTo.href,
    })
    expect(returnTo.origin + returnTo.pathname).toBe(callback)
    expect(returnTo.searchParams.get('state')).toMatch(/^[A-Za-z0-9_-]{43}$/)

    const back = await logInAtTelegram(services.oidc, login)
    expect(back.origin + back.pathname + back.search).toBe(returnTo.href)
    const result = new URLSearchParams(back.hash.slice(1)).get('tgAuthResult') ?? ''
    expect(JSON.parse(Buffer.from(result, 'base64url').toString())).toMatchObject({
      id: 700001,
      username: 'alice_tg',
      hash: expect.stringMatching(/^[0-9a-f]{64}$/),
    })
    // The server never sees the fragment: the page reads it and sends it to the finish.
    const page = await openCallback(popup, back.href)
    expect(page.status).toBe(200)
    expect(page.html).toContain("fragment.get('tgAuthResult')")
    expect(await finishWith(popup, back, result, started.proof)).toEqual({
      status: 200,
      body: { title: 'Signed in', message: 'Signed in — you can close this window.' },
    })
    const claimed = await claim(frame, started)
    expect(claimed.status).toBe(200)
    expect(claimed.body).toMatchObject({ socialProvider: 'telegram', username: 'alice_tg' })
    expect(claimed.body.email).toBeUndefined()
    expect(claimed.session).toBe(true)
  })

  it('refuses a result_uri other than its own callback, without spending the sign-in', async () => {
    const frame = services.kit.browser()
    const started = await start(frame, 'telegram')
    const popup = services.kit.browser()
    for (const elsewhere of ['https://evil.example/social/callback', `${callback}/`, `${callback}?x=1`]) {
      const uri = new URL(started.uri)
      uri.searchParams.set('result_uri', elsewhere)
      const refused = await go(popup, uri.href)
      expect(refused.status).toBe(400)
      expect(await refused.text()).toContain('This sign-in link has expired. Please try again.')
    }
    expect((await go(popup, started.uri)).status).toBe(302)
  })

  it('refuses a tampered result with its reason, and no session starts', async () => {
    const { frame, started, popup, back, result } = await toCallback()
    const tampered = { ...JSON.parse(Buffer.from(result, 'base64url').toString()), id: 700002 }
    const message = "Social login failed: the Telegram login is not signed by this app's bot"
    expect(
      await finishWith(
        popup,
        back,
        Buffer.from(JSON.stringify(tampered)).toString('base64url'),
        started.proof,
      ),
    ).toEqual({ status: 400, body: { title: 'Sign-in failed', message } })
    expect(await claim(frame, started)).toEqual({ status: 400, body: { message }, session: false })
  })

  it('takes a result once: replayed into another sign-in, it is refused', async () => {
    const first = await toCallback('700002')
    expect((await finishWith(first.popup, first.back, first.result, first.started.proof)).status).toBe(200)
    expect((await claim(first.frame, first.started)).body).toMatchObject({ username: 'Bob' })

    const second = await toCallback('700002')
    const message = 'Social login failed: this Telegram login was already used'
    expect(await finishWith(second.popup, second.back, first.result, second.started.proof)).toEqual({
      status: 400,
      body: { title: 'Sign-in failed', message },
    })
    expect(await claim(second.frame, second.started)).toEqual({
      status: 400,
      body: { message },
      session: false,
    })
  })
})
