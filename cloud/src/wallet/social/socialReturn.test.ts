import { describe, expect, it } from 'vitest'
import type { TestBrowser } from '../walletTestKit.js'
import { finish, openCallback, type Started, signInAtProvider, socialServices } from './socialTestFlow.js'

const services = socialServices()
const PAGE = 'https://app.example/swap?tab=1#top'

/**
 * The frame starts a sign-in that leaves its page (Telegram's in-app browser) for `returnUrl`: it
 * gets the link and the intent, no secret; the claim waits in its partition's cookie.
 */
async function startLeaving(
  browser: TestBrowser,
  returnUrl = PAGE,
): Promise<Pick<Started, 'uri' | 'intent'>> {
  const response = await browser.post('/api/social/start', { provider: 'google', returnUrl })
  expect(response.status).toBe(200)
  const started = (await response.json()) as Started
  expect(Object.keys(started).sort()).toEqual(['intent', 'uri'])
  expect(response.headers.getSetCookie()).toContainEqual(
    expect.stringMatching(
      new RegExp(
        `^airlock_wallet_left=${started.intent}\\.[\\w-]{43}; Max-Age=600; Path=/; HttpOnly; Secure; SameSite=None; Partitioned$`,
      ),
    ),
  )
  return started
}

/** The page itself goes to the start URI: a top-level navigation the browser says came from `from`. */
const goFrom = (page: TestBrowser, uri: string, from?: string) =>
  page.request(new URL(uri).pathname + new URL(uri).search, {
    headers: { origin: '', ...(from ? { referer: from } : {}) },
    redirect: 'manual',
  })

/** The frame, back on the page: the claim its cookie names, with what the page's URL brought. */
const returned = async (browser: TestBrowser, handoff: string) => {
  const response = await browser.post('/api/social/returned', { handoff })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

describe('a social sign-in that leaves its page (no popup)', () => {
  it('goes from its page, comes back to it with a handoff, and is claimed by the frame with it', async () => {
    const frame = services.kit.browser()
    const started = await startLeaving(frame)
    // The page's browser (top level) is another cookie jar than the frame's partition.
    const top = services.kit.browser()
    const go = await goFrom(top, started.uri, 'https://app.example/')
    expect(go.status).toBe(302)
    const callback = await signInAtProvider(services.oidc, go.headers.get('location') ?? '')
    expect((await openCallback(top, callback)).status).toBe(200)
    // No opener, so no proof: the service answers where to go back to.
    const finished = await finish(top, callback, undefined)
    expect(finished.status).toBe(200)
    expect(finished.body).toMatchObject({
      title: 'Signed in',
      message: 'Signed in — taking you back to the app…',
    })
    const back = new URL(String(finished.body.returnTo))
    expect(`${back.origin}${back.pathname}${back.hash}`).toBe('https://app.example/swap#top')
    expect(back.searchParams.get('tab')).toBe('1')
    const handoff = back.searchParams.get('airlock_social') ?? ''
    expect(handoff).toMatch(/^[A-Za-z0-9_-]{43}$/)
    // Whoever started it has the claim and the flow, not the handoff: nothing, and nothing spent.
    expect(await returned(frame, 'failed')).toMatchObject({ status: 403 })
    expect(await returned(frame, 'A'.repeat(43))).toMatchObject({ status: 403 })
    // Another partition (no cookie) with the handoff: nothing either.
    expect(await returned(services.kit.browser(), handoff)).toMatchObject({ status: 400 })
    const claimed = await returned(frame, handoff)
    expect(claimed.status).toBe(200)
    expect(claimed.body).toMatchObject({ email: 'alice@airlock.dev', socialProvider: 'google' })
    expect(frame.cookies.has('airlock_wallet_session')).toBe(true)
    // Once: the cookie is gone.
    expect(await returned(frame, handoff)).toMatchObject({ status: 400 })
  })

  it('refuses the start URI opened anywhere but its page (a forwarded link), spending nothing', async () => {
    const frame = services.kit.browser()
    const started = await startLeaving(frame)
    const elsewhere = services.kit.browser()
    for (const from of [undefined, 'https://evil.example/', 'http://app.example/']) {
      const refused = await goFrom(elsewhere, started.uri, from)
      expect(refused.status).toBe(400)
      expect(await refused.text()).toContain(
        'This sign-in must be started from the app you are signing in to. Start again there.',
      )
    }
    // Still unspent: from its page it goes.
    expect((await goFrom(services.kit.browser(), started.uri, 'https://app.example/x')).status).toBe(302)
  })

  it('goes back to its page without a handoff when the visitor cancels at the provider', async () => {
    const frame = services.kit.browser()
    const started = await startLeaving(frame)
    const top = services.kit.browser()
    const go = await goFrom(top, started.uri, 'https://app.example/')
    const authorize = new URL(go.headers.get('location') ?? '')
    const cancelled = new URL('/social/callback', started.uri)
    cancelled.searchParams.set('state', authorize.searchParams.get('state') ?? '')
    cancelled.searchParams.set('error', 'access_denied')
    const answer = await top.request(cancelled.pathname + cancelled.search, {
      headers: { origin: '' },
      redirect: 'manual',
    })
    expect(answer.status).toBe(303)
    expect(new URL(answer.headers.get('location') ?? '').searchParams.get('airlock_social')).toBe('failed')
    expect(await returned(frame, 'failed')).toEqual({
      status: 400,
      body: { message: 'Social login failed: the sign-in was cancelled' },
    })
  })

  it('takes only an http(s) page to come back to', async () => {
    const frame = services.kit.browser()
    for (const returnUrl of [
      'javascript:alert(1)',
      'data:text/html,x',
      'ftp://app.example/',
      'x'.repeat(3000),
    ]) {
      const response = await frame.post('/api/social/start', { provider: 'google', returnUrl })
      expect(response.status).toBe(400)
    }
  })
})
