import { type Hex, parseEther, verifyMessage } from 'viem'
import {
  accounts,
  connect,
  expect,
  formatBalance,
  injectWallet,
  modal,
  publicClient,
  test,
  urls,
  waitReady,
  walletRequests,
} from '../fixtures/test.ts'

test('connect a browser wallet, sign, send 0.01 ETH on anvil, disconnect (React demo)', async ({ page }) => {
  const [sender, receiver] = [accounts[0], accounts[1]]
  await injectWallet(page, sender.privateKey)
  const rpcProxied: string[] = []
  page.on('request', (request) => {
    if (request.url().startsWith(`${urls.cloud}/v1/?chainId=eip155%3A31337`)) rpcProxied.push(request.url())
  })
  await page.goto(`${urls.demo}/`)
  await waitReady(page)
  await expect(page.locator('#status')).toHaveText('disconnected')

  await page.locator('#open').click()
  const dialog = modal(page).locator('[data-testid="airlock-modal"]')
  await expect(dialog).toHaveAttribute('data-view', 'Connect')
  await expect(
    modal(page).locator('[data-testid="wallet-row"][data-name="Airlock Test Wallet"]'),
  ).toBeVisible()
  await modal(page).locator('[data-testid="wallet-row"][data-name="Airlock Test Wallet"]').click()

  await expect(dialog).toHaveAttribute('data-view', 'Account')
  // anvil #0 has a devnet name: it shows instead of the address.
  await expect(modal(page).locator('[data-testid="account-address"]')).toHaveText('alice.airlock')
  await expect(modal(page).locator('[data-testid="account-address"]')).toHaveAttribute(
    'data-address',
    sender.address,
  )
  const before = await publicClient.getBalance({ address: sender.address })
  await expect(modal(page).locator('[data-testid="account-balance"]')).toHaveText(formatBalance(before))
  await expect(page.locator('#status')).toHaveText('connected')
  await expect(page.locator('#address')).toHaveText(sender.address)
  await expect(page.locator('#chain')).toHaveText('eip155:31337')
  // The balance came through the cloud's JSON-RPC endpoint (spec section 7), not straight from the node.
  expect(rpcProxied.length).toBeGreaterThan(0)

  await modal(page).locator('[data-testid="header-close"]').click()
  await expect(page.locator('iframe[data-airlock-frame]')).toHaveCSS('opacity', '0')

  await page.locator('#sign').click()
  await expect(page.locator('#signature')).toHaveText(/^0x[0-9a-f]{130}$/)
  const signature = (await page.locator('#signature').textContent()) as Hex
  expect(await verifyMessage({ address: sender.address, message: 'Hello from Airlock', signature })).toBe(
    true,
  )

  const receiverBefore = await publicClient.getBalance({ address: receiver.address })
  await page.locator('#send').click()
  await expect(page.locator('#tx-hash')).toHaveText(/^0x[0-9a-f]{64}$/)
  const hash = (await page.locator('#tx-hash').textContent()) as Hex
  const receipt = await publicClient.waitForTransactionReceipt({ hash })
  expect(receipt.status).toBe('success')
  expect(await publicClient.getBalance({ address: receiver.address })).toBe(
    receiverBefore + parseEther('0.01'),
  )
  const after = await publicClient.getBalance({ address: sender.address })
  expect(after).toBe(before - parseEther('0.01') - receipt.gasUsed * receipt.effectiveGasPrice)

  // The wallet ran every request in the host page, under the dApp's origin.
  const seen = await walletRequests(page)
  expect(seen.map((r) => r.method)).toEqual(
    expect.arrayContaining(['eth_requestAccounts', 'personal_sign', 'eth_sendTransaction']),
  )
  expect(new Set(seen.map((r) => r.origin))).toEqual(new Set([urls.demo]))

  await page.locator('#open').click()
  await expect(dialog).toHaveAttribute('data-view', 'Account')
  await expect(modal(page).locator('[data-testid="account-balance"]')).toHaveText(formatBalance(after))
  await modal(page).locator('[data-testid="account-disconnect"]').click()
  await expect(dialog).toHaveAttribute('data-view', 'Connect')
  await expect(page.locator('#status')).toHaveText('disconnected')
  await expect(page.locator('#address')).toHaveText('')
})

test('the Connect view lists recommended wallets from the cloud directory', async ({ page }) => {
  await injectWallet(page, accounts[0].privateKey)
  await page.goto(`${urls.demo}/`)
  await waitReady(page)
  await page.locator('#open').click()
  await expect(modal(page).locator('[data-testid="recommended-wallet"]').first()).toBeVisible()
  await expect(modal(page).locator('[data-testid="recommended-wallet"]')).toHaveCount(4)
  await expect(modal(page).locator('[data-testid="recommended-wallet"][data-name="MetaMask"]')).toBeVisible()
})

test('connect helper works for other specs', async ({ page }) => {
  await injectWallet(page, accounts[2].privateKey)
  await page.goto(`${urls.demo}/`)
  await waitReady(page)
  await connect(page)
  await expect(page.locator('#address')).toHaveText(accounts[2].address)
})
