import type { Page } from '@playwright/test'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { airlockAddress, expect, modal, test, urls, waitReady } from '../fixtures/test.ts'
import { createWalletConnectWallet, type TestWcWallet } from '../wallets/walletConnectWallet.ts'

// A phone: small screen, touch, no second screen to scan a QR code from.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

let wallet: TestWcWallet | undefined
test.afterEach(async () => {
  await wallet?.close()
  wallet = undefined
})

const view = (page: Page) => modal(page).locator('[data-testid="airlock-modal"]')

/** The pairing URI a deep link carries (`.../wc?uri=<encoded>`). */
const uriOf = (link: string) => new URL(link).searchParams.get('uri') as string

test('on a phone WalletConnect lists the wallets; a tap opens the wallet app with the pairing, with retry and copy, and the wallet connects', async ({
  page,
}) => {
  // No internet: MetaMask's universal link answers locally, as the app store page would.
  await page.context().route('https://metamask.app.link/**', (route) => route.fulfill({ body: 'MetaMask' }))
  await page.goto(`${urls.demo}/`)
  await waitReady(page)
  await page.locator('#open').tap()
  // The row leads to a list, as the other rows do: no "QR code" tag (there is none to scan on a phone).
  const row = modal(page).locator('[data-testid="walletconnect"]')
  await expect(row).toBeVisible()
  await expect(row.locator('[data-testid="walletconnect-qr-tag"]')).toBeHidden()
  await expect(row).not.toContainText('QR code', { useInnerText: true })
  await row.tap()

  // The wallet list, not a QR code to scan with the phone the visitor is holding.
  await expect(view(page)).toHaveAttribute('data-view', 'AllWallets')
  await expect(modal(page).locator('[data-testid="wc-qr"]')).toHaveCount(0)
  const firstOpen = page.waitForEvent('popup')
  await modal(page).locator('[data-testid="directory-wallet"][data-name="MetaMask"]').tap()
  const opened = await firstOpen
  expect(opened.url()).toMatch(/^https:\/\/metamask\.app\.link\/wc\?uri=wc%3A/)
  const uri = uriOf(opened.url())
  // The SDK's own pairing, cut to the spec's 4 minutes in what the wallet reads (section 4).
  const expiresIn =
    Number(/expiryTimestamp=(\d+)/.exec(uri)?.[1]) * 1000 - (await page.evaluate(() => Date.now()))
  expect(expiresIn).toBeLessThanOrEqual(4 * 60_000)
  expect(expiresIn).toBeGreaterThan(3 * 60_000)

  // Feedback while the visitor is in the wallet: "Continue in", a retry that opens it again, the link.
  await expect(view(page)).toHaveAttribute('data-view', 'ConnectingWalletConnect')
  await expect(modal(page).locator('[data-testid="wc-platform-panel"]')).toHaveAttribute(
    'data-platform',
    'mobile',
  )
  await expect(modal(page).locator('[data-testid="connecting-status"]')).toContainText('Continue in MetaMask')
  await expect(modal(page).locator('[data-testid="wc-qr"]')).toHaveCount(0)
  await expect(modal(page).locator('[data-testid="wc-link"]')).toHaveAttribute('data-uri', uri)
  const again = page.waitForEvent('popup')
  await modal(page).locator('[data-testid="wc-open-again"]').tap()
  expect(uriOf((await again).url())).toBe(uri)

  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: urls.modal })
  await modal(page).locator('[data-testid="wc-copy"]').tap()
  await expect(modal(page).locator('[data-testid="snackbar"]')).toHaveText('Link copied')

  // The wallet app takes the pairing from the link: connected.
  const key = generatePrivateKey()
  wallet = await createWalletConnectWallet(urls.cloud.replace('http', 'ws'), urls.anvil, key)
  await wallet.pair(uri)
  await expect(view(page)).toHaveAttribute('data-view', 'Account')
  await expect.poll(() => airlockAddress(page)).toBe(privateKeyToAccount(key).address)
})

test('on a phone a declined pairing says so and "Try again" pairs anew', async ({ page }) => {
  await page.context().route('https://metamask.app.link/**', (route) => route.fulfill({ body: 'MetaMask' }))
  await page.goto(`${urls.demo}/`)
  await waitReady(page)
  await page.locator('#open').tap()
  await modal(page).locator('[data-testid="walletconnect"]').tap()
  const firstOpen = page.waitForEvent('popup')
  await modal(page).locator('[data-testid="directory-wallet"][data-name="MetaMask"]').tap()
  const uri = uriOf((await firstOpen).url())

  wallet = await createWalletConnectWallet(urls.cloud.replace('http', 'ws'), urls.anvil, generatePrivateKey())
  wallet.rejectNextProposal()
  await wallet.pair(uri)
  const status = modal(page).locator('[data-testid="connecting-status"]')
  await expect(status).toHaveAttribute('data-state', 'error')
  await expect(status).toContainText('Connection declined')

  const reopened = page.waitForEvent('popup')
  await modal(page).locator('[data-testid="connecting-retry"]').tap()
  const fresh = uriOf((await reopened).url())
  expect(fresh).not.toBe(uri)
  await expect(status).toContainText('Continue in MetaMask')
})
