import type { Page } from '@playwright/test'
import { dialog } from '../fixtures/embedded.ts'
import { airlockAccount, expect, modal, recreateAppKit, test, urls, waitReady } from '../fixtures/test.ts'

/** The demo's two-line include, created again by a host that lists Telegram (opt-in) among its socials. */
async function hostListingTelegram(page: Page) {
  await page.goto(`${urls.demo}/script.html`)
  await waitReady(page)
  // On anvil (recreateAppKit's default network): a connect needs no host-side RPC; only the socials change.
  await recreateAppKit(page, { projectId: 'airlock-demo', features: { socials: ['telegram', 'google'] } })
}

/** Clicks Telegram; the host opens the login page's window, where the visitor logs in as Alice. */
async function logInWithTelegram(page: Page) {
  const popupOpened = page.waitForEvent('popup')
  const start = page.context().waitForEvent('request', (r) => r.url().includes('/social/go'))
  await modal(page).locator('[data-testid="social-telegram"]').click()
  const popup = await popupOpened
  await expect(dialog(page)).toHaveAttribute('data-view', 'ConnectingSocial')
  const first = new URL((await start).url())
  await expect(popup.locator('[data-testid="dev-telegram-account-700001"]')).toBeVisible()
  return { popup, first }
}

test('Telegram login: a host listing telegram, the login page signs Alice in, an embedded wallet connected, kept across a reload', async ({
  page,
}) => {
  await hostListingTelegram(page)
  await page.evaluate('window.airlock.open()')
  await expect(modal(page).locator('[data-testid="social-telegram"]')).toContainText('Continue with Telegram')
  const { popup, first } = await logInWithTelegram(page)
  // Spec section 4: Telegram's start carries result_uri, our own callback.
  expect(first.searchParams.get('result_uri')).toBe(`${urls.wallet}/social/callback`)
  const closed = popup.waitForEvent('close')
  await popup.locator('[data-testid="dev-telegram-account-700001"]').click()
  await closed

  await expect(dialog(page)).toHaveAttribute('data-view', 'Account')
  const row = modal(page).locator('[data-testid="account-social"]')
  await expect(row).toHaveAttribute('data-provider', 'telegram')
  await expect(row).toContainText('@alice_tg')
  await expect.poll(async () => (await airlockAccount(page)).status).toBe('connected')
  const address = (await airlockAccount(page)).address ?? ''
  expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)

  // The page's own include again (its default socials): the session is the wallet service's, restored.
  await page.reload()
  await waitReady(page)
  await expect(page.locator('#status')).toHaveText('connected')
  await expect(page.locator('#address')).toHaveText(address)
})

test("a tampered Telegram result is refused with the cloud's text, and nobody is connected", async ({
  page,
}) => {
  // The login page's answer altered on its way back: another user id in the signed payload.
  await page.context().route(
    (url) => url.pathname === '/telegram/auth',
    async (route) => {
      if (route.request().method() !== 'POST') return route.continue()
      const answer = await route.fetch({ maxRedirects: 0 })
      const back = new URL(answer.headers().location ?? '')
      const result = new URLSearchParams(back.hash.slice(1)).get('tgAuthResult') ?? ''
      const payload = JSON.parse(Buffer.from(result, 'base64url').toString())
      back.hash = `tgAuthResult=${Buffer.from(JSON.stringify({ ...payload, id: 700002 })).toString('base64url')}`
      await route.fulfill({ status: 303, headers: { location: back.href } })
    },
  )
  await hostListingTelegram(page)
  await page.evaluate('window.airlock.open()')
  const { popup } = await logInWithTelegram(page)
  await popup.locator('[data-testid="dev-telegram-account-700001"]').click()
  const refused = "Social login failed: the Telegram login is not signed by this app's bot"
  await expect(popup.locator('body')).toContainText(refused)
  await expect(modal(page).locator('body')).toContainText(refused)
  expect((await airlockAccount(page)).status).not.toBe('connected')
  await popup.close()
})
