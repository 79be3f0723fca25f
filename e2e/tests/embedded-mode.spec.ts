import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { parseEther } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { fillSend } from '../fixtures/account.ts'
import { serveApp } from '../fixtures/apps/serveApp.ts'
import { applyTrick, clickBaitOver, installInlineBait, type Trick } from '../fixtures/inlineBait.ts'
import { sparePort } from '../fixtures/ports.ts'
import {
  accounts,
  expect,
  injectWallet,
  modal,
  publicClient,
  test,
  testClient,
  waitReady,
  walletRequests,
} from '../fixtures/test.ts'

// Spec sections 1 and 2, AppKit's `enableEmbedded`: the page puts <appkit-modal> where the card goes.
let server: Awaited<ReturnType<typeof serveApp>>
test.beforeAll(async () => {
  server = await serveApp(sparePort(47), { '/': { path: 'buttons/included.html' } })
})
test.afterAll(() => server?.close())

const asMetaMask = { name: 'MetaMask', rdns: 'io.metamask' }
const NOTICE = 'This page is hiding or covering the wallet window'
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

// The overlay's click guard (clickjacking.spec.ts), inline: the page styles <appkit-modal> and draws
// over it. Each trick comes after Send armed, as a page would spring it on a visitor reading the review.
test('a page that fades, covers, turns, moves or clips the inline card gets no Send from its bait', async ({
  page,
}) => {
  const key = generatePrivateKey()
  await testClient.setBalance({ address: privateKeyToAccount(key).address, value: parseEther('1') })
  const to = privateKeyToAccount(generatePrivateKey()).address
  await injectWallet(page, key, asMetaMask)
  await page.goto(`${server.url}?embedded`)
  await waitReady(page)
  await modal(page).locator('[data-testid="wallet-row"][data-name="MetaMask"]').click()
  await expect(card(page)).toHaveAttribute('data-view', 'Account')
  await installInlineBait(page)
  await fillSend(page, 'ETH', '0.01', to)
  await modal(page).locator('[data-testid="send-preview"]').click()
  await expect(card(page)).toHaveAttribute('data-view', 'WalletSendPreview')
  const confirm = modal(page).locator('[data-testid="send-confirm"]')
  const notice = modal(page).locator('[data-testid="obscured-notice"]')
  await expect(confirm).toBeEnabled()

  // Where the page puts the row of buttons partly off screen, or cuts it, while Send stays whole.
  const [host, row] = await Promise.all([
    page.locator('appkit-modal').boundingBox(),
    confirm.locator('..').boundingBox(),
  ])
  if (!host || !row) throw new Error('not laid out')
  const vars = {
    '--dx': `${-Math.ceil(row.x + row.width / 4)}px`,
    '--clip-left': `${Math.ceil(row.x - host.x + row.width * 0.4)}px`,
  }
  const sent = async () => (await walletRequests(page)).some((r) => r.method === 'eth_sendTransaction')
  const hidden: Trick[] = ['fade', 'fadePart', 'cover', 'shrink', 'tilt']
  for (const trick of [...hidden, 'shift', 'clip'] as const) {
    await applyTrick(page, trick, vars)
    await expect(confirm, trick).toBeDisabled()
    if (hidden.includes(trick))
      // The overlay's notice, and it stays: Send is in the frame with it (the frame grows to the card).
      await expect
        .poll(
          async () =>
            (await notice.isVisible()) &&
            (await confirm.evaluate((button) => button.getBoundingClientRect().bottom <= innerHeight)),
          { message: trick },
        )
        .toBe(true)
    await clickBaitOver(page, confirm)
    await expect(confirm, trick).toBeDisabled()
    await expect(confirm).toHaveText('Send')
    if (hidden.includes(trick))
      await expect(notice).toHaveText(`${NOTICE}Send works once the window is fully visible.`)
    else await expect(notice).toHaveCount(0)
    expect(await sent(), trick).toBe(false)
    await expect(card(page)).toHaveAttribute('data-view', 'WalletSendPreview')

    // The honest page again: the notice goes and Send arms.
    await applyTrick(page, undefined)
    await expect(notice).toHaveCount(0)
    await expect(confirm).toBeEnabled()
  }

  await confirm.click()
  await expect(modal(page).locator('[data-testid="snackbar"]')).toHaveText('Transaction started')
  await expect.poll(() => publicClient.getBalance({ address: to })).toBe(parseEther('0.01'))
})

test('disconnected, back from the only view goes to Connect, and the card stays inline', async ({ page }) => {
  await page.goto(`${server.url}?embedded`)
  await waitReady(page)
  await expect(card(page)).toHaveAttribute('data-view', 'Connect')
  await airlock(page, 'open:AllWallets')
  await expect(card(page)).toHaveAttribute('data-view', 'AllWallets')
  await modal(page).locator('[data-testid="header-back"]').click()
  await expect(card(page)).toHaveAttribute('data-view', 'Connect')
  await expect(frame(page)).toHaveCSS('opacity', '1')
  await expect(frame(page)).toBeVisible()
  await expectFrameFitsCard(page)
})

const dir = join(import.meta.dirname, '..', 'test-results', 'screenshots')
for (const theme of ['light', 'dark'] as const)
  for (const [device, viewport] of [
    ['desktop', { width: 1280, height: 800 }],
    ['phone', { width: 390, height: 844 }],
  ] as const)
    test(`screenshots of the embedded card on Connect and Account, ${theme}, ${device}`, async ({ page }) => {
      await page.setViewportSize(viewport)
      await injectWallet(page, accounts[3].privateKey, asMetaMask)
      await page.goto(`${server.url}?embedded&theme=${theme}`)
      await waitReady(page)
      await expect(card(page)).toHaveAttribute('data-view', 'Connect')
      await expect(modal(page).locator('[data-testid="wallet-row"]').first()).toBeVisible()
      await expectFrameFitsCard(page)
      await page.screenshot({ path: join(dir, `embedded-connect-${theme}-${device}.png`), fullPage: true })

      await modal(page).locator('[data-testid="wallet-row"][data-name="MetaMask"]').click()
      await expect(card(page)).toHaveAttribute('data-view', 'Account')
      await expect(modal(page).locator('[data-testid="account-balance"]')).toHaveText(/ETH$/)
      await expectFrameFitsCard(page)
      await page.screenshot({ path: join(dir, `embedded-account-${theme}-${device}.png`), fullPage: true })
    })
