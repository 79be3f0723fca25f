import { bundleAppKitApp } from '../fixtures/apps/appkit/bundleAppKitApp.ts'
import { serveApp } from '../fixtures/apps/serveApp.ts'
import { sparePort } from '../fixtures/ports.ts'
import { accounts, expect, injectWallet, modal, test, walletRequests } from '../fixtures/test.ts'

// The ids the page passes (fixtures/apps/appkit/AppKitApp.tsx): WalletConnect explorer ids.
const ids = {
  metamask: 'c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96',
  rainbow: '1ae92b26df02f0abca6304df07debccd18262fdf5fe82daa81593582dac9a369',
  zerion: 'ecc4036f814562b41a5268adc86270fba1365471402006302e70169465b7ac18',
  okx: '971e689d0a5be527bac79629b4ee9b925e82208e5168b733496a09c0faed0709',
}

let server: Awaited<ReturnType<typeof serveApp>>

test.beforeAll(async () => {
  const bundle = await bundleAppKitApp()
  server = await serveApp(sparePort(40), { '/': { path: 'appkit/index.html' }, '/app.js': { path: bundle } })
})
test.afterAll(() => server?.close())

test('an AppKit React app runs unchanged: explorer ids, legal checkbox, collapsed wallets, no network switch', async ({
  page,
}) => {
  const warnings: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text())
  })
  // The wallet sits on Ethereum mainnet; the app lists only the local chain and turned switching off.
  await injectWallet(page, accounts[0].privateKey, { chainId: 1 })
  await page.goto(server.url)
  await expect(page.locator('#theme')).toHaveText('dark')
  await page.locator('#open').click()
  const m = modal(page)
  await expect(m.locator('[data-testid="airlock-modal"]')).toHaveAttribute('data-view', 'Connect')
  await expect(page.locator('#modal-open')).toHaveText('true')

  // collapseWallets: only "Continue with a wallet"; legalCheckbox: shut until the visitor agrees.
  const checkbox = m.locator('[data-testid="legal-checkbox"]')
  await expect(checkbox).toContainText('I agree to our Terms of Service and Privacy Policy')
  const continueButton = m.locator('[data-testid="continue-with-wallet"]')
  await expect(continueButton).toBeDisabled()
  await expect(m.locator('[data-testid="wallet-row"]')).toHaveCount(0)
  await m.locator('[data-testid="legal-checkbox-input"]').check()
  await continueButton.click()

  // Featured in the order of their explorer ids; recommended is what include leaves after exclude and featured.
  await expect(m.locator('[data-testid="featured-wallet"]')).toHaveCount(3)
  expect(
    await m
      .locator('[data-testid="featured-wallet"]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-id'))),
  ).toEqual([ids.zerion, ids.metamask, ids.rainbow])
  await expect(m.locator('[data-testid="recommended-wallet"]')).toHaveCount(1)
  await expect(m.locator('[data-testid="recommended-wallet"]')).toHaveAttribute('data-id', ids.okx)
  await expect(m.locator('[data-testid="wallet-row"][data-name="Airlock Test Wallet"]')).toBeEnabled()

  // All Wallets: only the included wallets, less the excluded one, in the list and in search.
  await m.locator('[data-testid="all-wallets"]').click()
  const grid = m.locator('[data-testid="wallet-grid"]')
  await expect(grid).toHaveAttribute('data-count', '4')
  await expect(m.locator('[data-testid="directory-wallet"]')).toHaveCount(4)
  const search = m.locator('[data-testid="wallet-search"]')
  await search.click()
  await search.pressSequentially('trust')
  await expect(search).toHaveValue('trust')
  await expect(m.locator('[data-testid="wallet-search-empty"]')).toContainText('No Wallet found')
  await m.locator('[data-testid="wallet-search"]').fill('ok')
  await expect(m.locator('[data-testid="directory-wallet"]')).toHaveCount(1)
  await expect(m.locator('[data-testid="directory-wallet"]')).toHaveAttribute('data-name', 'OKX Wallet')
  await m.locator('[data-testid="header-back"]').click()

  // A WalletConnect pairing: the SDK no longer warns that metadata.url differs from the page.
  await m.locator('[data-testid="continue-with-wallet"]').click()
  await m.locator('[data-testid="walletconnect"]').click()
  await expect(m.locator('[data-testid="wc-qr"]')).toBeVisible()
  expect(warnings.filter((w) => w.includes('metadata.url'))).toEqual([])
  await m.locator('[data-testid="header-back"]').click()

  // Connect the browser wallet: it stays on its chain, nothing asks it to switch.
  await m.locator('[data-testid="continue-with-wallet"]').click()
  await m.locator('[data-testid="wallet-row"][data-name="Airlock Test Wallet"]').click()
  await expect(page.locator('#status')).toHaveText('connected')
  await expect(page.locator('#address')).toHaveText(accounts[0].address)
  await expect(page.locator('#network')).toHaveText('eip155:1')
  await expect(page.locator('#wallet')).toHaveText('Airlock Test Wallet')
  await expect(m.locator('[data-testid="airlock-modal"]')).toHaveAttribute('data-view', 'Account')
  // The network is shown, not offered for switching.
  const network = m.locator('[data-testid="account-network"]')
  await expect(network).toHaveAttribute('data-switchable', 'false')
  await expect(m.locator('button[data-testid="account-network"]')).toHaveCount(0)
  await m.locator('[data-testid="header-close"]').click()
  await expect(page.locator('#modal-open')).toHaveText('false')
  await page.locator('#wallet-chain').click()
  await expect(page.locator('#chain')).toHaveText('0x1')
  const methods = (await walletRequests(page)).map((r) => r.method)
  expect(methods).toContain('eth_requestAccounts')
  expect(methods).not.toContain('wallet_switchEthereumChain')
  expect(methods).not.toContain('wallet_addEthereumChain')

  // switchNetwork to a network the app did not list: rejected, and the modal says 'Network Not Found'.
  await page.locator('#switch-mainnet').click()
  await expect(page.locator('#error')).toHaveText(/not found/)
  await page.locator('#open').click()
  await expect(m.locator('[data-testid="alert"]')).toContainText('Network Not Found')
  // It was about that one call: closing the modal dismisses it.
  await m.locator('[data-testid="header-close"]').click()
  await page.locator('#open').click()
  await expect(m.locator('[data-testid="airlock-modal"]')).toHaveAttribute('data-view', 'Account')
  await expect(m.locator('[data-testid="alert"]')).toHaveCount(0)
})
