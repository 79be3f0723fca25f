import type { Page } from '@playwright/test'
import { dialog } from '../fixtures/embedded.ts'
import { e2ePorts } from '../fixtures/ports.ts'
import { expect, modal, test, urls, waitReady } from '../fixtures/test.ts'

/** Clicks a social button; the host page opens the provider's window, where the visitor picks a dev account. */
async function signInWith(page: Page, provider: string, account: 'alice' | 'bob') {
  const popupOpened = page.waitForEvent('popup')
  const firstRequest = page.context().waitForEvent('request', (r) => r.url().includes('/social/go'))
  await modal(page).locator(`[data-testid="social-${provider}"]`).click()
  const popup = await popupOpened
  const first = (await firstRequest).url()
  await expect(dialog(page)).toHaveAttribute('data-view', 'ConnectingSocial')
  const callbacks: string[] = []
  popup.on('framenavigated', (frame) => {
    if (frame.url().includes('/social/callback')) callbacks.push(frame.url())
  })
  // The wallet service's last page closes the window itself (perhaps before the click returns).
  const closed = popup.waitForEvent('close')
  await popup.locator(`[data-testid="dev-oidc-account-${account}"]`).click()
  await closed
  return { first, callback: callbacks[0] ?? '' }
}

test('social login: Google and GitHub through the local OpenID provider, every button present, kept across a reload', async ({
  page,
}) => {
  const seen: unknown[] = []
  await page.exposeFunction('recordMessage', (data: unknown) => seen.push(data))
  await page.addInitScript(() =>
    window.addEventListener('message', (event) =>
      (window as unknown as { recordMessage(d: unknown): void }).recordMessage(
        JSON.stringify(event.data) ?? '',
      ),
    ),
  )
  await page.goto(`${urls.demo}/`)
  await waitReady(page)
  await page.locator('#open').click()

  // Spec section 1's default order: the first wide, three in the row, the rest under "more".
  for (const provider of ['google', 'x', 'discord', 'farcaster'])
    await expect(modal(page).locator(`[data-testid="social-${provider}"]`)).toBeVisible()
  await expect(modal(page).locator('[data-testid="social-google"]')).toContainText('Continue with Google')
  await modal(page).locator('[data-testid="social-more"]').click()
  for (const provider of ['github', 'apple', 'facebook'])
    await expect(modal(page).locator(`[data-testid="social-${provider}"]`)).toBeVisible()

  const google = await signInWith(page, 'google', 'alice')
  expect(google.first).toMatch(new RegExp(`^${urls.wallet}/social/go\\?intent=[\\w-]+$`))
  await expect(dialog(page)).toHaveAttribute('data-view', 'Account')
  await expect(page.locator('#status')).toHaveText('connected')
  await expect(modal(page).locator('[data-testid="account-social"]')).toHaveAttribute(
    'data-provider',
    'google',
  )
  await expect(modal(page).locator('[data-testid="account-social"]')).toContainText('alice@airlock.dev')
  const alice = (await page.locator('#address').textContent()) ?? ''
  expect(alice).toMatch(/^0x[0-9a-fA-F]{40}$/)
  // The host page saw the popup's first URL and whatever reached its window: no code, state or secret.
  expect(JSON.stringify(seen)).not.toMatch(/code=|state=|claim/)

  await page.reload()
  await waitReady(page)
  await expect(page.locator('#status')).toHaveText('connected')
  await expect(page.locator('#address')).toHaveText(alice)

  // Another provider is another account (GitHub's profile comes from its userinfo, not an ID token).
  await page.locator('#disconnect').click()
  await expect(page.locator('#status')).toHaveText('disconnected')
  await page.locator('#open').click()
  await modal(page).locator('[data-testid="social-more"]').click()
  await signInWith(page, 'github', 'bob')
  await expect(page.locator('#status')).toHaveText('connected')
  await expect(modal(page).locator('[data-testid="account-social"]')).toHaveAttribute(
    'data-provider',
    'github',
  )
  expect(await page.locator('#address').textContent()).not.toBe(alice)
})

test('what the host page can observe of a social login does not log anyone in: the popup URL, the callback and the claim are refused on replay', async ({
  page,
  browser,
}) => {
  await page.goto(`${urls.demo}/`)
  await waitReady(page)
  await page.locator('#open').click()
  const { first, callback } = await signInWith(page, 'google', 'bob')
  await expect(page.locator('#status')).toHaveText('connected')
  expect(callback).toContain('/social/callback?')

  // An attacker's own browser replays both URLs: the intent and the state were used once.
  const attacker = await browser.newContext()
  const tab = await attacker.newPage()
  const again = await tab.goto(first)
  expect(again?.status()).toBe(400)
  await expect(tab.locator('body')).toContainText('This sign-in link has expired. Please try again.')
  const replayed = await tab.goto(callback)
  expect(replayed?.status()).toBe(400)

  // The claim needs the secret only the wallet frame held, whatever Origin a script claims.
  const intent = new URL(first).searchParams.get('intent')
  // (Node resolves no *.localhost: the same server on loopback.)
  const claim = await fetch(`http://127.0.0.1:${e2ePorts.walletPort}/api/social/claim`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: urls.wallet },
    body: JSON.stringify({ intent, claim: 'a'.repeat(64) }),
  })
  expect(claim.status).toBeGreaterThanOrEqual(400)
  expect(claim.headers.get('set-cookie') ?? '').not.toMatch(/session/i)
  // The attacker's browser has no session on the wallet service: no user to read.
  const user = await tab.goto(`${urls.wallet}/api/user`)
  expect(user?.status()).toBeGreaterThanOrEqual(400)
  expect(await user?.text()).not.toMatch(/0x[0-9a-fA-F]{40}/)
  await attacker.close()
})

test('a social login whose window is closed before the end says so and offers to open it again', async ({
  page,
}) => {
  await page.goto(`${urls.demo}/`)
  await waitReady(page)
  await page.locator('#open').click()
  const popupOpened = page.waitForEvent('popup')
  await modal(page).locator('[data-testid="social-x"]').click()
  const popup = await popupOpened
  await popup.close()
  await expect(modal(page).locator('[data-testid="connecting-social"]')).toContainText(
    'The sign-in window was closed before you finished.',
  )
  // Opening it again (a click, so the browser allows the window) and finishing connects.
  const reopened = page.waitForEvent('popup')
  await modal(page).locator('[data-testid="social-open"]').click()
  const second = await reopened
  const closed = second.waitForEvent('close')
  await second.locator('[data-testid="dev-oidc-account-alice"]').click()
  await closed
  await expect(page.locator('#status')).toHaveText('connected')
  await expect(modal(page).locator('[data-testid="account-social"]')).toHaveAttribute('data-provider', 'x')
})
