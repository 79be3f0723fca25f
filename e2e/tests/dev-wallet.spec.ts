import type { Page } from '@playwright/test'
import { type Hex, parseEther, toHex, verifyMessage } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { openDevWallet } from '../fixtures/devWallet.ts'
import { outcome, startRequest } from '../fixtures/embedded.ts'
import { accounts, expect, modal, publicClient, test, urls, waitReady } from '../fixtures/test.ts'

/** anvil's account #4: the dev wallet's selector is used, and no other spec spends from it. */
const HOLDER = '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65'
const OTHER = '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc'

const request = (wallet: Page, method: string) =>
  wallet.locator(`[data-testid="request"][data-method="${method}"]`)

test('dev wallet: opened from Connect with the URI, approve the session, sign, reject, send; pairing kept across a reload; an account switch reaches the dApp', async ({
  page,
  context,
}) => {
  await page.goto(`${urls.demo}/`)
  await waitReady(page)
  const wallet = await openDevWallet(page, context)
  // The modal's web link: <webapp_link>/wc?uri=<pairing URI>, on the wallet's own origin.
  expect(new URL(wallet.url()).origin).toBe(urls.devWallet)

  await wallet.locator('#account-select').selectOption('4')
  await expect(wallet.locator('[data-testid="address"]')).toHaveText(HOLDER)
  await expect(wallet.locator('[data-testid="balance"]')).toHaveText(/^[\d.]+ ETH$/)
  const proposal = wallet.locator('[data-testid="proposal"]')
  await expect(proposal).toContainText('eip155:31337')
  await proposal.locator('[data-testid="proposal-approve"]').click()

  await expect(modal(page).locator('[data-testid="airlock-modal"]')).toHaveAttribute('data-view', 'Account')
  await expect(page.locator('#address')).toHaveText(HOLDER)
  await expect(page.locator('#chain')).toHaveText('eip155:31337')
  await expect(wallet.locator('[data-testid="session"]')).toHaveCount(1)
  await page.keyboard.press('Escape')

  // Approved: a signature the demo shows, made by the chosen account.
  await page.locator('#sign').click()
  await expect(request(wallet, 'personal_sign')).toContainText('Hello from Airlock')
  await request(wallet, 'personal_sign').locator('[data-testid="request-approve"]').click()
  await expect(page.locator('#signature')).toHaveText(/^0x[0-9a-f]{130}$/)
  const signature = (await page.locator('#signature').textContent()) as Hex
  expect(await verifyMessage({ address: HOLDER, message: 'Hello from Airlock', signature })).toBe(true)

  // Rejected: the demo gets the user's refusal, not a signature.
  await page.locator('#sign').click()
  await request(wallet, 'personal_sign').locator('[data-testid="request-reject"]').click()
  await expect(page.locator('#error')).toContainText(/rejected/i)
  await expect(page.locator('#signature')).toHaveText(signature)
  await expect(wallet.locator('[data-testid="history"][data-outcome="rejected"]')).toHaveCount(1)

  // A transaction, sent by the wallet to anvil and mined there.
  const receiver = accounts[3].address
  const before = await publicClient.getBalance({ address: receiver })
  await page.locator('#recipient').fill(receiver)
  await page.locator('#send').click()
  await expect(request(wallet, 'eth_sendTransaction')).toContainText(receiver.toLowerCase(), {
    ignoreCase: true,
  })
  await request(wallet, 'eth_sendTransaction').locator('[data-testid="request-approve"]').click()
  await expect(page.locator('#tx-hash')).toHaveText(/^0x[0-9a-f]{64}$/)
  const receipt = await publicClient.waitForTransactionReceipt({
    hash: (await page.locator('#tx-hash').textContent()) as Hex,
  })
  expect(receipt.status).toBe('success')
  expect(receipt.from.toLowerCase()).toBe(HOLDER.toLowerCase())
  expect(await publicClient.getBalance({ address: receiver })).toBe(before + parseEther('0.01'))

  // The wallet keeps its account and session across a reload, and still answers.
  await wallet.reload()
  await expect(wallet.locator('[data-testid="address"]')).toHaveText(HOLDER)
  await expect(wallet.locator('[data-testid="session"]')).toHaveCount(1)
  expect(new URL(wallet.url()).search).toBe('')
  await page.locator('#sign').click()
  await request(wallet, 'personal_sign').locator('[data-testid="request-approve"]').click()
  await expect(page.locator('#error')).toHaveText('')
  await expect(page.locator('#signature')).toHaveText(/^0x[0-9a-f]{130}$/)

  // Another dev account in the wallet: the connected dApp follows.
  await wallet.locator('#account-select').selectOption('5')
  await expect(page.locator('#address')).toHaveText(OTHER)
})

test('dev wallet: a declined connection shows in the modal; a bad pasted URI says why; a newer tab takes over', async ({
  page,
  context,
}) => {
  await page.goto(`${urls.demo}/`)
  await waitReady(page)
  const wallet = await openDevWallet(page, context)
  await wallet.locator('[data-testid="proposal"] [data-testid="proposal-reject"]').click()
  const status = modal(page).locator('[data-testid="connecting-status"]')
  await expect(status).toHaveAttribute('data-state', 'error')
  await expect(status).toContainText('Connection declined')
  await expect(page.locator('#status')).toHaveText('disconnected')

  await wallet.locator('#uri-input').fill('wc:not-a-pairing-uri')
  await wallet.locator('#pair').click()
  await expect(wallet.locator('[data-testid="wallet-error"]')).toContainText('Pairing failed')

  // "Try again" pairs anew; "Open" makes a second tab, which takes over from the first.
  await modal(page).locator('[data-testid="connecting-retry"]').click()
  const open = modal(page).locator('[data-testid="wc-open-wallet"]')
  await expect(open).toBeEnabled()
  const [second] = await Promise.all([context.waitForEvent('page'), open.click()])
  await expect(wallet.locator('[data-testid="relay-status"]')).toHaveAttribute('data-state', 'moved')
  await expect(wallet.locator('[data-testid="proposal"]')).toHaveCount(0)
  await second.locator('[data-testid="proposal"] [data-testid="proposal-approve"]').click()
  await expect(page.locator('#address')).toHaveText(accounts[0].address)
})

test("dev wallet: a dApp's EIP-5792 batch reaches the wallet over WalletConnect as it is, and its status comes back", async ({
  page,
  context,
}) => {
  await page.goto(`${urls.demo}/`)
  await waitReady(page)
  const wallet = await openDevWallet(page, context)
  // anvil's account #6: no other spec spends from it.
  await wallet.locator('#account-select').selectOption('6')
  await wallet.locator('[data-testid="proposal"] [data-testid="proposal-approve"]').click()
  await expect(page.locator('#status')).toHaveText('connected')
  const from = (await page.locator('#address').textContent()) as Hex
  await page.keyboard.press('Escape')

  // Answered by the wallet (a plain EOA: no atomic batches), without asking its user.
  await startRequest(page, 'wallet_getCapabilities', [from, ['0x7a69']])
  expect(await outcome(page)).toEqual({ result: { '0x7a69': { atomic: { status: 'unsupported' } } } })

  // Atomicity required: the wallet refuses it with the EIP's code, asking nobody, moving nothing.
  const [a, b] = [
    privateKeyToAccount(generatePrivateKey()).address,
    privateKeyToAccount(generatePrivateKey()).address,
  ]
  const batch = (atomicRequired: boolean) => [
    {
      version: '2.0.0',
      chainId: '0x7a69',
      from,
      atomicRequired,
      calls: [
        { to: a, value: toHex(parseEther('0.001')) },
        { to: b, value: toHex(parseEther('0.002')) },
      ],
    },
  ]
  await startRequest(page, 'wallet_sendCalls', batch(true))
  expect(await outcome(page)).toEqual({ error: 'Atomicity not supported' })
  await expect(request(wallet, 'wallet_sendCalls')).toHaveCount(0)

  // Not required: the wallet shows both calls, sends each, and reports the batch confirmed.
  await startRequest(page, 'wallet_sendCalls', batch(false))
  await expect(request(wallet, 'wallet_sendCalls')).toContainText(b, { ignoreCase: true })
  await request(wallet, 'wallet_sendCalls').locator('[data-testid="request-approve"]').click()
  const { result } = await outcome(page)
  const { id } = result as { id: Hex }
  await startRequest(page, 'wallet_getCallsStatus', [id])
  const status = (await outcome(page)).result as { status: number; atomic: boolean; receipts: unknown[] }
  expect(status).toMatchObject({ id, chainId: '0x7a69', atomic: false, status: 200 })
  expect(status.receipts).toHaveLength(2)
  expect(await publicClient.getBalance({ address: a })).toBe(parseEther('0.001'))
  expect(await publicClient.getBalance({ address: b })).toBe(parseEther('0.002'))
})
