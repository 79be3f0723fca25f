import type { Page } from '@playwright/test'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { multiWallet } from '../fixtures/multiWallet.ts'
import {
  airlockAddress,
  expect,
  modal,
  pairingUri,
  recreateAppKit,
  test,
  urls,
  waitReady,
} from '../fixtures/test.ts'
import { createWalletConnectWallet, type TestWcWallet } from '../wallets/walletConnectWallet.ts'

let wallet: TestWcWallet | undefined
test.afterEach(async () => {
  await wallet?.close()
  wallet = undefined
})

const view = (page: Page) => modal(page).locator('[data-testid="airlock-modal"]')

test('the generic QR code carries the WalletConnect mark', async ({ page }) => {
  await page.goto(`${urls.demo}/`)
  await waitReady(page)
  await page.locator('#open').click()
  await modal(page).locator('[data-testid="walletconnect"]').click()
  await pairingUri(page)
  await expect(modal(page).locator('[data-testid="wc-qr-logo"]')).toBeVisible()
  await expect(modal(page).locator('[data-testid="connecting-status"]')).toContainText(
    'Scan this QR code with your phone',
  )
  await expect(modal(page).locator('[data-testid="wc-platforms"]')).toHaveCount(0)
})

test('a wallet with a phone, desktop and web app: tabs for each, its name on the QR, a "Get" link, and the web app pairs', async ({
  page,
}) => {
  await page.context().route('https://multi.example/**', (route) => route.fulfill({ body: 'Multi Wallet' }))
  await page.goto(`${urls.demo}/script.html`)
  await waitReady(page)
  await recreateAppKit(page, { projectId: 'airlock-demo', customWallets: [multiWallet] })
  await page.evaluate(() => (window as unknown as { airlock: { open(): Promise<void> } }).airlock.open())
  await modal(page).locator('[data-testid="custom-wallet"][data-name="Multi Wallet"]').click()
  await expect(view(page)).toHaveAttribute('data-view', 'ConnectingWalletConnect')

  // Mobile first: the QR code, named for the wallet.
  const tabs = modal(page).locator('[data-testid="wc-platforms"] [role="tab"]')
  await expect(tabs).toHaveText(['Mobile', 'Desktop', 'Web'])
  await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true')
  const uri = await pairingUri(page)
  const status = modal(page).locator('[data-testid="connecting-status"]')
  await expect(status).toContainText('Scan this QR code with Multi Wallet')
  await expect(status).toContainText('Open Multi Wallet on your phone')

  // The arrow keys move between the tabs; the desktop app is opened by a button.
  await tabs.nth(0).focus()
  await page.keyboard.press('ArrowRight')
  await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true')
  await expect(tabs.nth(1)).toBeFocused()
  const panel = modal(page).locator('[data-testid="wc-platform-panel"]')
  await expect(panel).toHaveAttribute('data-platform', 'desktop')
  await expect(status).toContainText('Continue in Multi Wallet')
  await expect(modal(page).locator('[data-testid="wc-open-wallet"]')).toHaveText('Open Multi Wallet')
  await page.keyboard.press('End')
  await expect(panel).toHaveAttribute('data-platform', 'web')
  await page.keyboard.press('ArrowRight')
  await expect(panel).toHaveAttribute('data-platform', 'mobile')
  await page.keyboard.press('ArrowLeft')
  await expect(panel).toHaveAttribute('data-platform', 'web')

  // "Don't have Multi Wallet? Get" goes to its page.
  await expect(modal(page).locator('[data-testid="wc-get-wallet"]')).toContainText("Don't have Multi Wallet?")
  const getPage = page.waitForEvent('popup')
  await modal(page).locator('[data-testid="wc-get-wallet-link"]').click()
  expect((await getPage).url()).toBe(multiWallet.homepage)

  // The web app opens with the same pairing and connects.
  const webApp = page.waitForEvent('popup')
  await modal(page).locator('[data-testid="wc-open-wallet"]').click()
  expect((await webApp).url()).toBe(`${multiWallet.webapp_link}/wc?uri=${encodeURIComponent(uri)}`)
  const key = generatePrivateKey()
  wallet = await createWalletConnectWallet(urls.cloud.replace('http', 'ws'), urls.anvil, key)
  await wallet.pair(uri)
  await expect(view(page)).toHaveAttribute('data-view', 'Account')
  await expect.poll(() => airlockAddress(page)).toBe(privateKeyToAccount(key).address)
})
