import { expect, injectWallet, modal, test, urls, waitReady } from '../fixtures/test.ts'

const holder = {
  address: '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc',
  privateKey: '0x8b3a350cf5c34c9194ca85829a2df0ec3153be0318b5e2d3348e872092edffba',
} as const

test('a wallet on a network the app does not list (allowed): a warning mark, not a bare letter, and the reason said once', async ({
  page,
}) => {
  await injectWallet(page, holder.privateKey, { chainId: 4242 })
  await page.goto(`${urls.demo}/script.html`)
  await waitReady(page)
  await page.evaluate(
    "window.airlock.destroy(); window.airlock = window.Airlock.createAppKit({ projectId: 'airlock-demo', networks: [window.Airlock.networks.anvil], allowUnsupportedChain: true })",
  )
  await waitReady(page)
  await page.evaluate('window.airlock.open()')
  await modal(page).locator('[data-testid="wallet-row"][data-name="Airlock Test Wallet"]').click()
  await expect(modal(page).locator('[data-testid="airlock-modal"]')).toHaveAttribute('data-view', 'Account')
  const network = modal(page).locator('[data-testid="account-network"]')
  await expect(network).toHaveAttribute('data-caip', 'eip155:4242')
  await expect(network.locator('[data-testid="network-unsupported-mark"]')).toBeVisible()
  await expect(modal(page).locator('[data-testid="tokens-error"]')).toContainText('Token Balance Unavailable')
  await expect(modal(page).locator('[data-testid="account-balance"]')).toHaveAttribute(
    'data-state',
    'unavailable',
  )
  await expect(modal(page).getByText('Token Balance Unavailable')).toHaveCount(1)
})
