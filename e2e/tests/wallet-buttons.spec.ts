import type { Page } from '@playwright/test'
import { bundleButtonsApp } from '../fixtures/apps/buttons/bundleButtonsApp.ts'
import { serveApp } from '../fixtures/apps/serveApp.ts'
import { sparePort } from '../fixtures/ports.ts'
import {
  accounts,
  expect,
  formatBalance,
  injectWallet,
  modal,
  pairingUri,
  publicClient,
  test,
  urls,
  waitReady,
} from '../fixtures/test.ts'
import { createWalletConnectWallet, type TestWcWallet } from '../wallets/walletConnectWallet.ts'

let server: Awaited<ReturnType<typeof serveApp>>
let wallet: TestWcWallet | undefined
test.beforeAll(async () => {
  const bundle = await bundleButtonsApp()
  server = await serveApp(sparePort(42), { '/': { path: 'buttons/index.html' }, '/app.js': { path: bundle } })
})
test.afterAll(() => server?.close())
test.afterEach(async () => {
  await wallet?.close()
  wallet = undefined
})

const asMetaMask = { name: 'MetaMask', rdns: 'io.metamask' }
const out = (page: Page, id: string) => page.locator(`#${id}`)
const disconnect = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { airlock: { disconnect(): Promise<void> } }).airlock.disconnect(),
  )

test("useAppKitWallet connects the page's browser wallet, and the npm elements show it", async ({ page }) => {
  const holder = accounts[1]
  await injectWallet(page, holder.privateKey, asMetaMask)
  await page.goto(server.url)
  await waitReady(page)
  await expect(page.locator('appkit-button button')).toHaveText('Connect Wallet')
  await expect(page.locator('appkit-network-button button')).toHaveText('Anvil')

  await page.locator('#connect-metamask').click()
  await expect(out(page, 'data')).toHaveText(`eip155:31337:${holder.address}`)
  await expect(out(page, 'success')).toHaveText('true')
  await expect(out(page, 'pending')).toHaveText('false')
  await expect(out(page, 'events')).toHaveText(`success ${holder.address}`)
  const balance = formatBalance(await publicClient.getBalance({ address: holder.address }))
  await expect(page.locator('appkit-button button')).toContainText(balance)
  await expect(page.locator('appkit-account-button button')).toHaveAttribute('data-address', holder.address)
  await expect(page.locator('appkit-account-button button')).not.toContainText('ETH')
  await expect(page.locator('appkit-wallet-button button')).toBeDisabled()
})

test('useAppKitWallet: an unknown wallet and a declined connection are errors, with onError', async ({
  page,
}) => {
  await injectWallet(page, accounts[2].privateKey, asMetaMask)
  await page.goto(server.url)
  await waitReady(page)
  await page.locator('#connect-nope').click()
  await expect(out(page, 'error')).toHaveText('Wallet with ID nope not found')
  await expect(out(page, 'is-error')).toHaveText('true')
  await expect(out(page, 'events')).toHaveText('error Wallet with ID nope not found')

  await page.evaluate("window.__testWallet.rejectNext('eth_requestAccounts')")
  await page.locator('#connect-metamask').click()
  await expect(out(page, 'error')).toHaveText('Connection declined')
  await expect(page.locator('appkit-button button')).toHaveText('Connect Wallet')
  // The next try connects, and clears the error.
  await page.locator('#connect-metamask').click()
  await expect(out(page, 'data')).toHaveText(`eip155:31337:${accounts[2].address}`)
  await expect(out(page, 'is-error')).toHaveText('false')
  await disconnect(page)
  await expect(page.locator('appkit-button button')).toHaveText('Connect Wallet')
})

test('useAppKitWallet: WalletConnect opens on its QR code, and the wallet that scans it connects', async ({
  page,
}) => {
  const holder = accounts[3]
  wallet = await createWalletConnectWallet(urls.cloud.replace('http', 'ws'), urls.anvil, holder.privateKey)
  await page.goto(server.url)
  await waitReady(page)
  await page.locator('#connect-walletConnect').click()
  await expect(modal(page).locator('[data-testid="airlock-modal"]')).toHaveAttribute(
    'data-view',
    'ConnectingWalletConnect',
  )
  await expect(out(page, 'pending')).toHaveText('true')
  await wallet.pair(await pairingUri(page))
  await expect(out(page, 'data')).toHaveText(`eip155:31337:${holder.address}`)
  await expect(out(page, 'events')).toHaveText(`success ${holder.address}`)
  await expect(page.locator('appkit-button button')).toHaveAttribute('data-address', holder.address)
})

test("useAppKitWallet: a social login opens the provider's window without the list, and connects", async ({
  page,
}) => {
  await page.goto(server.url)
  await waitReady(page)
  const popupOpened = page.waitForEvent('popup')
  await page.locator('#connect-google').click()
  const popup = await popupOpened
  await expect(modal(page).locator('[data-testid="airlock-modal"]')).toHaveAttribute(
    'data-view',
    'ConnectingSocial',
  )
  const closed = popup.waitForEvent('close')
  await popup.locator('[data-testid="dev-oidc-account-alice"]').click()
  await closed
  await expect(out(page, 'data')).toHaveText(/^eip155:31337:0x[0-9a-fA-F]{40}$/)
  await expect(out(page, 'success')).toHaveText('true')
  const address = (await out(page, 'data').textContent())?.split(':')[2]
  await expect(page.locator('appkit-button button')).toHaveAttribute('data-address', address ?? '')
})
