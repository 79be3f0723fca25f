import { type Hex, parseEther, verifyMessage } from 'viem'
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
  walletRequests,
} from '../fixtures/test.ts'

test('the two-line script include: connect, sign, send, and a reload keeps the session without a prompt', async ({
  page,
}) => {
  const [sender, receiver] = [accounts[1], accounts[3]]
  await injectWallet(page, sender.privateKey)
  await page.goto(`${urls.demo}/script.html`)
  await waitReady(page)
  expect(await page.evaluate(() => typeof (window as unknown as { Airlock?: unknown }).Airlock)).toBe(
    'object',
  )

  await page.locator('#open').click()
  await modal(page).locator('[data-testid="wallet-row"][data-name="Airlock Test Wallet"]').click()
  await expect(modal(page).locator('[data-testid="airlock-modal"]')).toHaveAttribute('data-view', 'Account')
  await expect(page.locator('#address')).toHaveText(sender.address)
  await page.keyboard.press('Escape')
  await expect(page.locator('iframe[data-airlock-frame]')).toHaveCSS('opacity', '0')

  await page.locator('#sign').click()
  await expect(page.locator('#signature')).toHaveText(/^0x[0-9a-f]{130}$/)
  const signature = (await page.locator('#signature').textContent()) as Hex
  expect(await verifyMessage({ address: sender.address, message: 'Hello from Airlock', signature })).toBe(
    true,
  )

  const receiverBefore = await publicClient.getBalance({ address: receiver.address })
  await page.locator('#recipient').fill(receiver.address)
  await page.locator('#send').click()
  await expect(page.locator('#tx-hash')).toHaveText(/^0x[0-9a-f]{64}$/)
  await publicClient.waitForTransactionReceipt({
    hash: (await page.locator('#tx-hash').textContent()) as Hex,
  })
  expect(await publicClient.getBalance({ address: receiver.address })).toBe(
    receiverBefore + parseEther('0.01'),
  )

  await page.reload()
  await waitReady(page)
  await expect(page.locator('#status')).toHaveText('connected')
  await expect(page.locator('#address')).toHaveText(sender.address)
  // Restored with eth_accounts: the wallet was not asked to connect again.
  const methods = (await walletRequests(page)).map((r) => r.method)
  expect(methods).toContain('eth_accounts')
  expect(methods).not.toContain('eth_requestAccounts')

  await page.locator('#open').click()
  await expect(modal(page).locator('[data-testid="airlock-modal"]')).toHaveAttribute('data-view', 'Account')
  const balance = await publicClient.getBalance({ address: sender.address })
  await expect(modal(page).locator('[data-testid="account-balance"]')).toHaveText(formatBalance(balance))

  // A disconnect survives a reload too.
  await modal(page).locator('[data-testid="account-disconnect"]').click()
  await expect(page.locator('#status')).toHaveText('disconnected')
  await page.reload()
  await waitReady(page)
  await expect(page.locator('#status')).toHaveText('disconnected')
})

test('a wallet that revoked access in between is not restored', async ({ page }) => {
  await injectWallet(page, accounts[2].privateKey)
  await page.goto(`${urls.demo}/script.html`)
  await waitReady(page)
  await page.locator('#open').click()
  await modal(page).locator('[data-testid="wallet-row"][data-name="Airlock Test Wallet"]').click()
  await expect(page.locator('#status')).toHaveText('connected')
  // The visitor disconnects the site inside the wallet, not in the modal.
  await page.evaluate(() =>
    localStorage.removeItem(
      `__test_wallet_authorized:${(window as unknown as { __testWallet: { address: string } }).__testWallet.address}`,
    ),
  )
  await page.reload()
  await waitReady(page)
  await expect(page.locator('#status')).toHaveText('disconnected')
})
