import { type Hex, parseEther, verifyMessage } from 'viem'
import {
  accounts,
  expect,
  fault,
  modal,
  pairingUri,
  publicClient,
  test,
  urls,
  waitReady,
} from '../fixtures/test.ts'
import { createWalletConnectWallet, type TestWcWallet } from '../wallets/walletConnectWallet.ts'

const relayUrl = urls.cloud.replace('http', 'ws')
let wallet: TestWcWallet | undefined
test.afterEach(async () => {
  await wallet?.close()
  wallet = undefined
})

async function showQr(page: import('@playwright/test').Page) {
  await page.locator('#open').click()
  // On a computer the row says where it leads (a phone has no tag: phone-connect.spec.ts).
  const row = modal(page).locator('[data-testid="walletconnect"]')
  await expect(row.locator('[data-testid="walletconnect-qr-tag"]')).toHaveText('QR code')
  await expect(row.locator('[data-testid="walletconnect-qr-tag"]')).toBeVisible()
  await row.click()
  return pairingUri(page)
}

test('WalletConnect: pair by QR through our relay, sign, send, reload restores, wallet-side disconnect', async ({
  page,
}) => {
  const [holder, receiver] = [accounts[2], accounts[3]]
  wallet = await createWalletConnectWallet(relayUrl, urls.anvil, holder.privateKey)
  await page.goto(`${urls.demo}/`)
  await waitReady(page)

  const uri = await showQr(page)
  await wallet.pair(uri)
  await expect(modal(page).locator('[data-testid="airlock-modal"]')).toHaveAttribute('data-view', 'Account')
  await expect(page.locator('#address')).toHaveText(holder.address)
  // Our relay: Verify is off (no verify server a wallet trusts attests for it), so the wallet cannot tell.
  expect(wallet.verifications).toEqual(['UNKNOWN'])
  await expect(modal(page).locator('[data-testid="account-balance"]')).toHaveText(/ETH$/)
  await page.keyboard.press('Escape')

  await page.locator('#sign').click()
  await expect(page.locator('#signature')).toHaveText(/^0x[0-9a-f]{130}$/)
  const signature = (await page.locator('#signature').textContent()) as Hex
  expect(await verifyMessage({ address: holder.address, message: 'Hello from Airlock', signature })).toBe(
    true,
  )

  const before = await publicClient.getBalance({ address: receiver.address })
  await page.locator('#recipient').fill(receiver.address)
  await page.locator('#send').click()
  await expect(page.locator('#tx-hash')).toHaveText(/^0x[0-9a-f]{64}$/)
  await publicClient.waitForTransactionReceipt({
    hash: (await page.locator('#tx-hash').textContent()) as Hex,
  })
  expect(await publicClient.getBalance({ address: receiver.address })).toBe(before + parseEther('0.01'))
  expect(wallet.requests).toEqual(['personal_sign', 'eth_sendTransaction'])

  await page.reload()
  await waitReady(page)
  await expect(page.locator('#status')).toHaveText('connected')
  await expect(page.locator('#address')).toHaveText(holder.address)

  await wallet.disconnectAll()
  await expect(page.locator('#status')).toHaveText('disconnected')
})

test('WalletConnect: a wallet that declines shows the error, and retry pairs with a fresh URI', async ({
  page,
}) => {
  wallet = await createWalletConnectWallet(relayUrl, urls.anvil, accounts[1].privateKey)
  await page.goto(`${urls.demo}/`)
  await waitReady(page)
  wallet.rejectNextProposal()
  const first = await showQr(page)
  await wallet.pair(first)
  const status = modal(page).locator('[data-testid="connecting-status"]')
  await expect(status).toHaveAttribute('data-state', 'error')
  await expect(status).toContainText('Connection declined')
  await modal(page).locator('[data-testid="connecting-retry"]').click()
  const second = await pairingUri(page)
  expect(second).not.toBe(first)
  await wallet.pair(second)
  await expect(page.locator('#address')).toHaveText(accounts[1].address)

  // A disconnect in the dApp reaches the wallet: its session is gone.
  expect(await wallet.sessionCount()).toBe(1)
  await page.keyboard.press('Escape')
  await page.locator('#disconnect').click()
  await expect(page.locator('#status')).toHaveText('disconnected')
  await expect.poll(() => wallet?.sessionCount()).toBe(0)
})

test('WalletConnect: the session survives a relay restart mid-session', async ({ page }) => {
  wallet = await createWalletConnectWallet(relayUrl, urls.anvil, accounts[3].privateKey)
  await page.goto(`${urls.demo}/`)
  await waitReady(page)
  await wallet.pair(await showQr(page))
  await expect(page.locator('#address')).toHaveText(accounts[3].address)
  await page.keyboard.press('Escape')

  await fault('restart-cloud')

  await page.locator('#sign').click()
  await expect(page.locator('#signature')).toHaveText(/^0x[0-9a-f]{130}$/, { timeout: 45_000 })
  const signature = (await page.locator('#signature').textContent()) as Hex
  expect(
    await verifyMessage({ address: accounts[3].address, message: 'Hello from Airlock', signature }),
  ).toBe(true)
})

test("WalletConnect: the QR code shows before the modal's WalletConnect has started, and a wallet that scans it at once pairs when it has", async ({
  page,
}) => {
  wallet = await createWalletConnectWallet(relayUrl, urls.anvil, accounts[1].privateKey)
  // The provider's worker is held until the wallet has scanned: nothing is proposed on the pairing yet.
  let release: (() => void) | undefined
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  let asked = false
  await page.context().route(/\/assets\/walletConnectWorker-[\w-]+\.js$/, async (route) => {
    asked = true
    await held
    await route.continue()
  })
  await page.goto(`${urls.demo}/`)
  await waitReady(page)

  const uri = await showQr(page)
  expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?expiryTimestamp=\d+&relay-protocol=irn&symKey=[0-9a-f]{64}$/)
  await expect.poll(() => asked).toBe(true)
  await wallet.pair(uri)
  await expect(modal(page).locator('[data-testid="connecting-status"]')).not.toHaveAttribute(
    'data-state',
    'error',
  )

  release?.()
  await expect(modal(page).locator('[data-testid="airlock-modal"]')).toHaveAttribute('data-view', 'Account')
  await expect(page.locator('#address')).toHaveText(accounts[1].address)
  expect(await wallet.sessionCount()).toBe(1)
})
