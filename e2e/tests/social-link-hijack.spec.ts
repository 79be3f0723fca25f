import type { Browser, BrowserContext } from '@playwright/test'
import { farcasterQr } from '../fixtures/embedded.ts'
import { channelStatus, devFids, signInWithFarcaster } from '../fixtures/farcasterClient.ts'
import { e2ePorts, sparePort } from '../fixtures/ports.ts'
import { servePage } from '../fixtures/servePage.ts'
import { expect, test, urls, waitReady } from '../fixtures/test.ts'

// An attacker starts a sign-in over HTTP, writing the wallet origin's Origin as any non-browser client
// can, so he holds every secret the start answers; he sends the link to a victim, who signs in with
// her own account in her own browser. None of it may give him her session.

// Node resolves no *.localhost: the wallet service on loopback, as the attacker reaches it.
const service = `http://127.0.0.1:${e2ePorts.walletPort}`
const OTHER_BROWSER =
  'This sign-in link was opened in a different browser from the one that started the sign-in, so nobody was signed in. Start again from the app.'
const [alice] = devFids as [(typeof devFids)[number]]

/** The attacker's HTTP client: one cookie jar, every request with the wallet origin's Origin forged. */
function attackerClient() {
  const jar = new Map<string, string>()
  async function request(path: string, body?: unknown) {
    const response = await fetch(`${service}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      redirect: 'manual',
      headers: {
        origin: urls.wallet,
        cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';')
      const at = pair.indexOf('=')
      jar.set(pair.slice(0, at), pair.slice(at + 1))
    }
    return response
  }
  return { jar, request }
}

/**
 * The attacker's claim, asked as the frame asks (long polls) from before the victim acts until the
 * sign-in is settled either way.
 */
async function claimWhenSettled(attacker: ReturnType<typeof attackerClient>, path: string, body: unknown) {
  for (;;) {
    const response = await attacker.request(path, body)
    const answer = (await response.json()) as Record<string, unknown>
    if (answer.status !== 'pending') return { response, answer }
  }
}

/** What the attacker's claim got: no user, no session cookie, nothing to sign with. */
async function attackerGetsNothing(
  attacker: ReturnType<typeof attackerClient>,
  claimed: Awaited<ReturnType<typeof claimWhenSettled>>,
) {
  const { response, answer } = claimed
  expect(answer).not.toHaveProperty('address')
  expect(answer).not.toHaveProperty('email')
  expect(response.headers.getSetCookie().join('\n')).not.toMatch(/airlock_wallet_session=[^;]/)
  expect(attacker.jar.has('airlock_wallet_session')).toBe(false)
  const signed = await attacker.request('/api/rpc', {
    method: 'personal_sign',
    params: ['0x68656c6c6f', '0x0000000000000000000000000000000000000000'],
  })
  expect(signed.status).toBe(401)
  return { status: response.status, answer }
}

/** The attacker's HTTP client starts a social sign-in and waits on its claim, as the frame would. */
async function attackerStarts(provider: string) {
  const attacker = attackerClient()
  const response = await attacker.request('/api/social/start', { provider })
  expect(response.status).toBe(200)
  const started = (await response.json()) as { uri: string; intent: string; claim: string }
  const claimed = claimWhenSettled(attacker, '/api/social/claim', {
    intent: started.intent,
    claim: started.claim,
  })
  return { attacker, uri: started.uri, claimed }
}

/** The victim's own browser got no session on the wallet service either. */
async function victimHasNoSession(victim: BrowserContext) {
  const cookies = await victim.cookies(urls.wallet)
  expect(cookies.map(({ name }) => name)).not.toContain('airlock_wallet_session')
}

async function victimBrowser(browser: Browser) {
  const context = await browser.newContext()
  return { context, page: await context.newPage() }
}

test('a Google sign-in link opened in another browser signs nobody in: the victim is told, the attacker claims nothing', async ({
  browser,
}) => {
  const { attacker, uri, claimed } = await attackerStarts('google')

  // The victim opens the link (no opener: a mail or chat link) and signs in at the provider as Bob.
  const victim = await victimBrowser(browser)
  await victim.page.goto(uri)
  await victim.page.locator('[data-testid="dev-oidc-account-bob"]').click()

  const { status, answer } = await attackerGetsNothing(attacker, await claimed)
  expect({ status, answer }).toEqual({ status: 400, answer: { message: OTHER_BROWSER } })
  await expect(victim.page.locator('h1')).toHaveText('Nobody was signed in')
  await expect(victim.page.locator('p')).toHaveText(OTHER_BROWSER)
  await victimHasNoSession(victim.context)
  await victim.context.close()
})

test("the provider's own link, taken from the attacker's browser, fails at the callback: nothing is exchanged", async ({
  browser,
}) => {
  const { attacker, uri, claimed } = await attackerStarts('google')
  // The attacker goes to the provider himself and sends the victim the authorize URL he was given.
  const go = await attacker.request(new URL(uri).pathname + new URL(uri).search)
  expect(go.status).toBe(302)
  const authorize = go.headers.get('location') ?? ''

  const victim = await victimBrowser(browser)
  const callbacks: number[] = []
  victim.page.on('response', (response) => {
    if (response.url().includes('/social/callback')) callbacks.push(response.status())
  })
  await victim.page.goto(authorize)
  await victim.page.locator('[data-testid="dev-oidc-account-bob"]').click()

  const { status, answer } = await attackerGetsNothing(attacker, await claimed)
  expect({ status, answer }).toEqual({ status: 400, answer: { message: OTHER_BROWSER } })
  await expect(victim.page.locator('p')).toHaveText(OTHER_BROWSER)
  // Refused by the callback itself (no popup cookie): the page carries no script to finish with.
  expect(callbacks).toEqual([400])
  await victimHasNoSession(victim.context)
  await victim.context.close()
})

test("a link opened from another site's page (an opener that started nothing) gets no proof and signs nobody in", async ({
  browser,
}) => {
  const { attacker, uri, claimed } = await attackerStarts('github')
  // The attacker's page opens the link in the victim's browser, so the popup has an opener: his page,
  // which embeds a wallet-origin page of its own.
  const port = sparePort(40)
  const page = await servePage(
    port,
    () =>
      `<iframe src="${urls.wallet}/"></iframe><button id="open" onclick="window.open('${uri}', '', 'popup')">Sign in</button>`,
  )
  const victim = await victimBrowser(browser)
  await victim.page.goto(`http://evil.localhost:${port}/`)
  const popupOpened = victim.page.waitForEvent('popup')
  await victim.page.locator('#open').click()
  const popup = await popupOpened
  await popup.locator('[data-testid="dev-oidc-account-bob"]').click()

  const { status, answer } = await attackerGetsNothing(attacker, await claimed)
  expect({ status, answer }).toEqual({ status: 400, answer: { message: OTHER_BROWSER } })
  await expect(popup.locator('p')).toHaveText(OTHER_BROWSER)
  await victimHasNoSession(victim.context)
  await victim.context.close()
  await page.close()
})

test('Farcaster, as far as a cross-device sign-in binds: the claim needs the starting partition, and the app is told who started', async ({
  page,
}) => {
  const attacker = attackerClient()
  const started = await attacker.request('/api/farcaster/start', {})
  expect(started.status).toBe(200)
  const { url, channelToken, claim } = (await started.json()) as {
    url: string
    channelToken: string
    claim: string
  }

  // The victim's own sign-in, from her browser's QR: the relay names her browser as the one asking.
  await page.goto(`${urls.demo}/`)
  await waitReady(page)
  const own = await channelStatus(service, await farcasterQr(page))
  expect(own.metadata.userAgent).toBe(await page.evaluate(() => navigator.userAgent))
  // The attacker's link names his client instead: the Farcaster app can show its user where the
  // sign-in was started before she approves (the address too; a user agent can be written at will).
  const his = await channelStatus(service, url)
  expect(his.metadata).toEqual({ ip: '127.0.0.1', userAgent: 'node' })

  // Approved anyway, the signed channel gives its session only to the partition that started it:
  // the channel token and the claim secret without the attacker's flow cookie open nothing.
  expect((await signInWithFarcaster({ ...alice, url, relayUrl: service })).status).toBe(201)
  const thief = attackerClient()
  const { status, answer } = await attackerGetsNothing(
    thief,
    await claimWhenSettled(thief, '/api/farcaster/claim', { channelToken, claim }),
  )
  expect({ status, answer }).toEqual({
    status: 403,
    answer: { message: 'This Farcaster sign-in belongs to another request' },
  })
  // (The starter's own client has that cookie: whoever starts and shows the QR is whoever it signs in.)
  expect(attacker.jar.has('airlock_wallet_flow')).toBe(true)
  await expect(page.locator('#status')).toHaveText('disconnected')
})
