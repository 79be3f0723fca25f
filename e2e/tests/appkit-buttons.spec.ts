import type { Page } from '@playwright/test'
import { serveApp } from '../fixtures/apps/serveApp.ts'
import { sparePort } from '../fixtures/ports.ts'
import {
  accounts,
  expect,
  formatBalance,
  injectWallet,
  modal,
  publicClient,
  test,
  urls,
  waitReady,
} from '../fixtures/test.ts'

let server: Awaited<ReturnType<typeof serveApp>>
test.beforeAll(async () => {
  server = await serveApp(sparePort(41), { '/': { path: 'buttons/included.html' } })
})
test.afterAll(() => server?.close())

// An AppKit wallet button names MetaMask `metamask`: the test wallet announces itself as MetaMask.
const asMetaMask = { name: 'MetaMask', rdns: 'io.metamask' }
const inner = (page: Page, element: string) => page.locator(`${element} button`).first()
const view = (page: Page) => modal(page).locator('[data-testid="airlock-modal"]')
const isOpen = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { airlock: { getState(): { open: boolean } } }).airlock.getState().open,
  )

test('the script include: the five elements connect, show the account and network, and disconnect', async ({
  page,
}) => {
  const holder = accounts[1]
  await injectWallet(page, holder.privateKey, asMetaMask)
  await page.goto(server.url)
  await waitReady(page)
  const button = inner(page, 'appkit-button')
  await expect(button).toHaveText('Connect Wallet')
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible()
  await expect(page.locator('appkit-account-button')).toBeHidden()
  await expect(inner(page, 'appkit-network-button')).toHaveText('Anvil')
  await expect(inner(page, 'appkit-button[disabled]')).toBeDisabled()

  // <appkit-wallet-button wallet="metamask">: the page's wallet, asked at once, the modal never shown.
  await inner(page, 'appkit-wallet-button[wallet="metamask"]').click()
  const account = inner(page, 'appkit-account-button')
  await expect(account).toHaveAttribute('data-address', holder.address)
  const balance = formatBalance(await publicClient.getBalance({ address: holder.address }))
  // Its registered name (the devnet names anvil #1 bob.airlock) in place of the address, as AppKit's.
  await expect(account).toHaveText(`bob.airlock${balance}`)
  await expect(account).toHaveAccessibleName(`bob.airlock, ${balance}`)
  await expect(button).toHaveAttribute('data-testid', 'account-button')
  await expect(button).toContainText(balance)
  await expect(inner(page, 'appkit-button[balance="hide"]')).not.toContainText('ETH')
  await expect(page.locator('appkit-network-button img')).toHaveAttribute('src', /\/getAssetImage\/anvil$/)
  await expect(inner(page, 'appkit-wallet-button[wallet="metamask"]')).toBeDisabled()
  expect(await isOpen(page)).toBe(false)

  // The network button opens Networks; the account button opens Account, where the visitor disconnects.
  await inner(page, 'appkit-network-button').click()
  await expect(view(page)).toHaveAttribute('data-view', 'Networks')
  await modal(page).locator('[data-testid="header-close"]').click()
  await expect.poll(() => isOpen(page)).toBe(false)
  await account.click()
  await expect(view(page)).toHaveAttribute('data-view', 'Account')
  await modal(page).locator('[data-testid="account-disconnect"]').click()
  await expect(page.locator('appkit-account-button')).toBeHidden()
  await expect(button).toHaveText('Connect Wallet')
  // The modal stays open (on Connect) after a disconnect: the visitor closes it.
  if (await isOpen(page)) await modal(page).locator('[data-testid="header-close"]').click()
  await expect.poll(() => isOpen(page)).toBe(false)

  // <appkit-button>, from the keyboard: Connect, the wallet in the modal's list, the account again.
  await button.focus()
  await page.keyboard.press('Enter')
  await expect(view(page)).toHaveAttribute('data-view', 'Connect')
  await modal(page).locator('[data-testid="wallet-row"][data-name="MetaMask"]').click()
  await expect(view(page)).toHaveAttribute('data-view', 'Account')
  await expect(button).toHaveAttribute('data-address', holder.address)
  await expect(inner(page, 'appkit-connect-button')).toHaveText('Sign in')
})

test('a wallet button naming no wallet shows why, and connects nothing', async ({ page }) => {
  await injectWallet(page, accounts[2].privateKey, asMetaMask)
  await page.goto(server.url)
  await waitReady(page)
  const nope = inner(page, 'appkit-wallet-button[wallet="nope"]')
  await nope.click()
  await expect(nope).toHaveAttribute('title', 'Wallet with ID nope not found')
  await expect(nope).toBeEnabled()
  expect(await isOpen(page)).toBe(false)
  await expect(inner(page, 'appkit-button')).toHaveText('Connect Wallet')
})

/** The natural width the browser decoded for an element's image; 0 while it has no image. */
const paintedWidth = (page: Page, element: string) =>
  page
    .locator(`${element} img`)
    .evaluateAll((images) => (images[0] as HTMLImageElement | undefined)?.naturalWidth ?? 0)

test("a wallet button shows the page's browser wallet's own icon, the monogram when it fails", async ({
  page,
}) => {
  await injectWallet(page, accounts[2].privateKey, asMetaMask)
  // A second announced wallet whose icon is no image the browser can decode.
  await page.addInitScript(() => {
    const info = {
      uuid: 'broken',
      name: 'Broken Wallet',
      rdns: 'test.broken',
      icon: 'data:image/png;base64,AAAA',
    }
    const announce = () =>
      window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: { info, provider: {} } }))
    window.addEventListener('eip6963:requestProvider', announce)
  })
  await page.goto(server.url)
  await waitReady(page)
  const metamask = 'appkit-wallet-button[wallet="metamask"]'
  await expect.poll(() => paintedWidth(page, metamask)).toBeGreaterThan(0)
  await expect(page.locator(`${metamask} img`)).toHaveAttribute('src', /^data:image\/svg\+xml,/)
  await expect(inner(page, metamask)).toHaveAccessibleName('MetaMask')
  // Not installed: the monogram, as before.
  await expect(page.locator('appkit-wallet-button[wallet="walletConnect"] .img')).toHaveText('W')

  await page.evaluate(() =>
    document.body.insertAdjacentHTML(
      'beforeend',
      '<appkit-wallet-button wallet="Broken Wallet"></appkit-wallet-button>',
    ),
  )
  const broken = page.locator('appkit-wallet-button[wallet="Broken Wallet"]')
  await expect(broken.locator('.img')).toHaveText('B')
  await expect(broken.locator('img')).toHaveCount(0)
})

test('on a page whose CSP allows no inline style nor data: image, the elements are styled and fall back', async ({
  page,
}) => {
  // The page's own inline script is allowed (the two-line include); styles and images only from itself.
  const csp = [
    "default-src 'self'",
    `script-src 'self' 'unsafe-inline' ${urls.modal}`,
    `frame-src ${urls.modal}`,
    "connect-src 'self'",
    "object-src 'none'",
  ].join('; ')
  const strict = await serveApp(sparePort(43), {
    '/': { path: 'buttons/included.html', headers: { 'content-security-policy': csp } },
  })
  try {
    await injectWallet(page, accounts[2].privateKey, asMetaMask)
    await page.goto(strict.url)
    await waitReady(page)
    // Styled: the connect button has the accent, which only the elements' own sheet gives it.
    await expect
      .poll(() => inner(page, 'appkit-connect-button').evaluate((b) => getComputedStyle(b).backgroundColor))
      .toBe('rgb(79, 70, 229)')
    // The wallet's data: icon is blocked: the monogram takes its place.
    await expect(page.locator('appkit-wallet-button[wallet="metamask"] .img')).toHaveText('M')
    await expect(page.locator('appkit-wallet-button[wallet="metamask"] img')).toHaveCount(0)
  } finally {
    await strict.close()
  }
})

for (const [theme, size] of [
  ['light', { width: 1024, height: 600 }],
  ['dark', { width: 1024, height: 600 }],
  ['light', { width: 390, height: 700 }],
  ['dark', { width: 390, height: 700 }],
] as const) {
  test(`screenshot: ${theme}, ${size.width} px wide, disconnected and connected`, async ({ page }, info) => {
    await page.setViewportSize(size)
    await injectWallet(page, accounts[3].privateKey, asMetaMask)
    await page.goto(`${server.url}/?theme=${theme}`)
    await waitReady(page)
    await expect(inner(page, 'appkit-network-button')).toHaveText('Anvil')
    await page.screenshot({ path: info.outputPath(`buttons-${theme}-${size.width}-disconnected.png`) })
    await inner(page, 'appkit-wallet-button[wallet="metamask"]').click()
    await expect(inner(page, 'appkit-account-button')).toContainText('ETH')
    await inner(page, 'appkit-network-button').focus()
    await page.screenshot({ path: info.outputPath(`buttons-${theme}-${size.width}-connected.png`) })
  })
}
