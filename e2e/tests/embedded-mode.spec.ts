import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { serveApp } from '../fixtures/apps/serveApp.ts'
import { sparePort } from '../fixtures/ports.ts'
import { accounts, expect, injectWallet, modal, test, waitReady } from '../fixtures/test.ts'

// Spec sections 1 and 2, AppKit's `enableEmbedded`: the page puts <appkit-modal> where the card goes.
let server: Awaited<ReturnType<typeof serveApp>>
test.beforeAll(async () => {
  server = await serveApp(sparePort(47), { '/': { path: 'buttons/included.html' } })
})
test.afterAll(() => server?.close())

const asMetaMask = { name: 'MetaMask', rdns: 'io.metamask' }
const frame = (page: Page) => page.locator('appkit-modal iframe[data-airlock-frame]')
const card = (page: Page) => modal(page).locator('[data-testid="airlock-modal"]')
const airlock = (page: Page, call: string) =>
  page.evaluate((call) => {
    const appKit = (window as unknown as { airlock: Record<string, (arg?: unknown) => Promise<void>> })
      .airlock
    const [name, view] = call.split(':')
    void appKit[name as string]?.(view ? { view } : undefined)
  }, call)

/** The frame is as tall as the card in it, and the page's own content flows below it. */
async function expectFrameFitsCard(page: Page) {
  await expect
    .poll(async () => {
      const [outer, inner, after] = await Promise.all([
        frame(page).boundingBox(),
        card(page).boundingBox(),
        page.locator('#after').boundingBox(),
      ])
      if (!outer || !inner || !after) return 'not laid out'
      if (Math.abs(outer.height - inner.height) > 1) return `frame ${outer.height}, card ${inner.height}`
      return after.y >= outer.y + outer.height ? 'fits' : 'overlaps the page'
    })
    .toBe('fits')
}

test('the card is inline without open(), connects, and back and close keep it on Account', async ({
  page,
}) => {
  const holder = accounts[2]
  await injectWallet(page, holder.privateKey, asMetaMask)
  await page.goto(`${server.url}?embedded`)
  await waitReady(page)
  // Nothing over the page: the one frame is inside <appkit-modal>, the card shown, no backdrop.
  await expect(page.locator('body > iframe')).toHaveCount(0)
  await expect(page.locator('iframe')).toHaveCount(1)
  await expect(frame(page)).toBeVisible()
  await expect(frame(page)).toHaveCSS('opacity', '1')
  await expect(frame(page)).toHaveCSS('position', 'static')
  await expect(card(page)).toHaveAttribute('data-view', 'Connect')
  await expect(card(page)).toHaveAttribute('aria-modal', 'false')
  await expect(modal(page).locator('[data-testid="airlock-backdrop"]')).toHaveCount(0)
  await expect(modal(page).locator('[data-testid="header-close"]')).toBeHidden()
  await expect(modal(page).locator('[data-testid="header-back"]')).toBeHidden()
  await expectFrameFitsCard(page)

  await modal(page).locator('[data-testid="wallet-row"][data-name="MetaMask"]').click()
  await expect(card(page)).toHaveAttribute('data-view', 'Account')
  await expect(modal(page).locator('[data-testid="header-back"]')).toBeHidden()
  await expectFrameFitsCard(page)

  // Escape and close() go back to Account, never hide the card.
  await modal(page)
    .locator('[data-testid="header-close"]')
    .evaluate(() => undefined)
  await card(page).press('Escape')
  await expect(card(page)).toHaveAttribute('data-view', 'Account')
  await airlock(page, 'close')
  await expect(card(page)).toHaveAttribute('data-view', 'Account')
  await expect(frame(page)).toHaveCSS('opacity', '1')
  await expect(frame(page)).not.toHaveAttribute('inert', /.*/)
  // open({ view }) navigates; back from that only view goes to Account.
  await airlock(page, 'open:Networks')
  await expect(card(page)).toHaveAttribute('data-view', 'Networks')
  await expectFrameFitsCard(page)
  await modal(page).locator('[data-testid="header-back"]').click()
  await expect(card(page)).toHaveAttribute('data-view', 'Account')
  await expect(frame(page)).toHaveCSS('opacity', '1')
  await expectFrameFitsCard(page)

  // Disconnecting returns to Connect, inline still.
  await modal(page).locator('[data-testid="account-disconnect"]').click()
  await expect(card(page)).toHaveAttribute('data-view', 'Connect')
  await expect(frame(page)).toBeVisible()
  await expectFrameFitsCard(page)
})

test('without enableEmbedded, <appkit-modal> draws nothing and the modal opens over the page', async ({
  page,
}) => {
  await page.goto(server.url)
  await waitReady(page)
  await expect(page.locator('body > iframe[data-airlock-frame]')).toHaveCount(1)
  await expect(frame(page)).toHaveCount(0)
  expect(
    await page.locator('appkit-modal').evaluate((element) => element.getBoundingClientRect().height),
  ).toBe(0)
  await airlock(page, 'open')
  await expect(card(page)).toHaveAttribute('aria-modal', 'true')
  await expect(modal(page).locator('[data-testid="airlock-backdrop"]')).toHaveCount(1)
})

const dir = join(import.meta.dirname, '..', 'test-results', 'screenshots')
for (const theme of ['light', 'dark'] as const)
  for (const [device, viewport] of [
    ['desktop', { width: 1280, height: 900 }],
    ['phone', { width: 390, height: 844 }],
  ] as const)
    test(`screenshot of the embedded card, ${theme}, ${device}`, async ({ page }) => {
      await page.setViewportSize(viewport)
      await injectWallet(page, accounts[3].privateKey, asMetaMask)
      await page.goto(`${server.url}?embedded&theme=${theme}`)
      await waitReady(page)
      await expect(card(page)).toHaveAttribute('data-view', 'Connect')
      await expect(modal(page).locator('[data-testid="wallet-row"]').first()).toBeVisible()
      await expectFrameFitsCard(page)
      await page.screenshot({ path: join(dir, `embedded-${theme}-${device}.png`), fullPage: true })
    })
