import {
  accounts,
  airlockAddress,
  expect,
  modal,
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

test('featured, custom and recommended wallets in connector type order; a listed wallet pairs over WalletConnect', async ({
  page,
}) => {
  await page.goto(`${urls.demo}/script.html`)
  await waitReady(page)
  await recreateAppKit(page, {
    projectId: 'airlock-demo',
    featuredWalletIds: ['zerion'],
    excludeWalletIds: ['trust'],
    customWallets: [{ id: 'acme', name: 'Acme Wallet', webapp_link: 'https://wallet.example/app' }],
  })
  await page.evaluate(() => (window as unknown as { airlock: { open(): Promise<void> } }).airlock.open())
  const rows = modal(page).locator(
    '[data-testid="walletconnect"], [data-testid="featured-wallet"], [data-testid="custom-wallet"], [data-testid="recommended-wallet"]',
  )
  await expect(modal(page).locator('[data-testid="recommended-wallet"]')).toHaveCount(4)
  const names = await rows.evaluateAll((els) =>
    els.map((el) => `${el.getAttribute('data-testid')}:${el.getAttribute('data-name')}`),
  )
  expect(names.slice(0, 3)).toEqual([
    'walletconnect:WalletConnect',
    'featured-wallet:Zerion',
    'custom-wallet:Acme Wallet',
  ])
  expect(names).not.toContain('recommended-wallet:Trust')
  expect(names).not.toContain('recommended-wallet:Zerion')

  // A custom wallet with only a web app: "Continue in" with an "Open" button carrying the pairing URI.
  await modal(page).locator('[data-testid="custom-wallet"]').click()
  await expect(modal(page).locator('#airlock-title')).toHaveText('Acme Wallet')
  const link = modal(page).locator('[data-testid="wc-link"]')
  await expect(link).toHaveAttribute('data-uri', /^wc:/)
  const uri = (await link.getAttribute('data-uri')) as string
  await expect(modal(page).locator('[data-testid="wc-qr"]')).toHaveCount(0)
  // No internet here: the wallet's web app answers locally.
  await page.context().route('https://wallet.example/**', (route) => route.fulfill({ body: 'wallet app' }))
  const popup = page.waitForEvent('popup')
  await modal(page).locator('[data-testid="wc-open-wallet"]').click()
  expect((await popup).url()).toBe(`https://wallet.example/app/wc?uri=${encodeURIComponent(uri)}`)

  // The wallet scans the QR: connected.
  wallet = await createWalletConnectWallet(
    urls.cloud.replace('http', 'ws'),
    urls.anvil,
    accounts[1].privateKey,
  )
  await wallet.pair(uri)
  // The page's own widgets watch the first instance; ask the new one.
  await expect(modal(page).locator('[data-testid="airlock-modal"]')).toHaveAttribute('data-view', 'Account')
  await expect.poll(() => airlockAddress(page)).toBe(accounts[1].address)
})
