import type { Page } from '@playwright/test'
import { dialog } from '../fixtures/embedded.ts'
import { airlockAccount, expect, modal, recreateAppKit, test, urls, waitReady } from '../fixtures/test.ts'

// Telegram's in-app browser on a Mac: Telegram puts its objects on the page's window only (the
// modal's frame cannot see them), and it opens no popups. Spec section 5: no X there.
test.use({
  userAgent:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
})

test.beforeEach(async ({ page }) => {
  await page.addInitScript((demo) => {
    if (window.top === window && location.origin === demo)
      Object.assign(window, { TelegramWebviewProxy: { postEvent() {} } })
  }, new URL(urls.demo).origin)
})

async function hostListingSocials(page: Page) {
  await page.goto(`${urls.demo}/script.html?tab=swap`)
  await waitReady(page)
  await recreateAppKit(page, {
    projectId: 'airlock-demo',
    features: { socials: ['telegram', 'google', 'x'] },
  })
  await page.evaluate('window.airlock.open()')
  // The page told the modal it is in Telegram on a Mac: X goes.
  await expect(modal(page).locator('[data-testid="social-google"]')).toBeVisible()
  await expect(modal(page).locator('[data-testid="social-x"]')).toHaveCount(0)
}

test("Telegram's in-app browser: no X, and a sign-in leaves the page, comes back and connects, no popup", async ({
  page,
}) => {
  const popups: string[] = []
  page.on('popup', (popup) => popups.push(popup.url()))
  await hostListingSocials(page)
  await modal(page).locator('[data-testid="social-telegram"]').click()
  // The page itself goes to Telegram's login page (the stand-in), from the page it started on.
  const login = page.locator('[data-testid="dev-telegram-account-700001"]')
  await expect(login).toBeVisible()
  await login.click()

  // Back on the page it left, which the modal finishes: the handoff is out of the URL at once.
  await page.waitForURL((url) => url.origin === new URL(urls.demo).origin && url.pathname === '/script.html')
  await expect(dialog(page)).toHaveAttribute('data-view', 'Account')
  expect(new URL(page.url()).searchParams.get('airlock_social')).toBeNull()
  expect(new URL(page.url()).searchParams.get('tab')).toBe('swap')
  const row = modal(page).locator('[data-testid="account-social"]')
  await expect(row).toHaveAttribute('data-provider', 'telegram')
  await expect(row).toContainText('@alice_tg')
  await expect.poll(async () => (await airlockAccount(page)).status).toBe('connected')
  expect(popups).toEqual([])
})

test("the sign-in's link opened anywhere but the page it started on is refused, and signs nobody in", async ({
  page,
  context,
}) => {
  await hostListingSocials(page)
  // The link the page would go to, kept instead of followed (as if it were forwarded to someone).
  let link = ''
  await page.route('**/social/go?**', (route) => {
    link = route.request().url()
    return route.abort()
  })
  await modal(page).locator('[data-testid="social-telegram"]').click()
  await expect.poll(() => link).toContain('/social/go?intent=')
  const elsewhere = await context.newPage()
  await elsewhere.goto(link)
  await expect(elsewhere.locator('body')).toContainText(
    'This sign-in must be started from the app you are signing in to. Start again there.',
  )
  await expect(elsewhere.locator('[data-testid="dev-telegram-account-700001"]')).toHaveCount(0)
  // The page comes back without a handoff (the visitor went back): nobody is signed in, nothing opens.
  await page.goto(`${urls.demo}/script.html`)
  await waitReady(page)
  expect((await airlockAccount(page)).status).toBe('disconnected')
  expect(await page.evaluate('window.airlock.getState().open')).toBe(false)
})
