/**
 * The embedded wallet's smart account on the devnet (issue 40): the wallet service's account routes,
 * its user operations through the devnet's bundler and EIP-5792 batches, seen from the dApp.
 */
import type { Page } from '@playwright/test'
import {
  type Address,
  concatHex,
  encodeFunctionData,
  type Hex,
  numberToHex,
  parseAbi,
  parseEther,
  toHex,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { DEVNET_SMART_ACCOUNTS } from '../../dev-cloud/src/accountAbstraction/smartAccountsEnvironment.ts'
import { dialog, freshEmail, logIn, outcome, startRequest, walletFrame } from '../fixtures/embedded.ts'
import { expect, modal, publicClient, test, testClient, urls, waitReady } from '../fixtures/test.ts'

const accountRow = (page: Page) => modal(page).locator('[data-testid="account-switch-type"]')
const badge = (page: Page) => modal(page).locator('[data-testid="account-type-badge"]')
const shownAddress = async (page: Page) => ((await page.locator('#address').textContent()) ?? '') as Address
const fresh = () => privateKeyToAccount(generatePrivateKey()).address

test('email login connects the smart account, which sends, batches, and switches with the EOA', async ({
  page,
}) => {
  test.slow()
  await page.goto(`${urls.demo}/`)
  await waitReady(page)
  await logIn(page, freshEmail())

  // Spec section 4: on connect the account type is switched once to eip155's default, a smart account.
  await expect(badge(page)).toHaveText('Smart account')
  await expect(accountRow(page)).toContainText('Switch to your EOA')
  const smart = await shownAddress(page)
  expect(smart).toMatch(/^0x[0-9a-fA-F]{40}$/)
  const accounts = await page.evaluate(async () => {
    const { provider } = await new Promise<{ provider: { request: (a: unknown) => Promise<string[]> } }>(
      (found) => {
        window.addEventListener('eip6963:announceProvider', (event) => {
          const { info, provider } = (event as CustomEvent).detail
          if (info.rdns === 'xyz.airlock') found({ provider })
        })
        window.dispatchEvent(new Event('eip6963:requestProvider'))
      },
    )
    return provider.request({ method: 'eth_accounts' })
  })
  expect(accounts.map((a) => a.toLowerCase())).toEqual([smart.toLowerCase()])
  await page.keyboard.press('Escape')

  // A send from the smart account: the frame says which account acts; anvil gets the value.
  await testClient.setBalance({ address: smart, value: parseEther('1') })
  const recipient = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
  const before = await publicClient.getBalance({ address: recipient })
  await page.locator('#send').click()
  await expect(walletFrame(page).locator('[data-testid="wallet-account-type"]')).toHaveText('Smart account')
  await walletFrame(page).locator('[data-testid="wallet-approve"]').click()
  await expect(page.locator('#tx-hash')).toHaveText(/^0x[0-9a-f]{64}$/)
  const hash = (await page.locator('#tx-hash').textContent()) as Hex
  expect((await publicClient.waitForTransactionReceipt({ hash })).status).toBe('success')
  expect(await publicClient.getBalance({ address: recipient })).toBe(before + parseEther('0.01'))

  // wallet_sendCalls: two transfers, each shown in the frame, both in one transaction.
  const [first, second] = [fresh(), fresh()]
  await startRequest(page, 'wallet_sendCalls', [
    {
      version: '2.0.0',
      chainId: toHex(31337),
      from: smart,
      atomicRequired: true,
      calls: [
        { to: first, value: toHex(parseEther('0.001')) },
        { to: second, value: toHex(parseEther('0.002')) },
      ],
    },
  ])
  await expect(walletFrame(page).locator('[data-testid="wallet-tx-to-1"]')).toHaveText(first)
  await expect(walletFrame(page).locator('[data-testid="wallet-tx-value-2"]')).toHaveText('0.002 ETH')
  await walletFrame(page).locator('[data-testid="wallet-approve"]').click()
  const { result } = await outcome(page)
  const id = (result as { id: string }).id
  expect(id).toMatch(/^0x/)
  let status: { status: number; receipts?: { transactionHash: Hex }[] } = { status: 100 }
  await expect
    .poll(async () => {
      await startRequest(page, 'wallet_getCallsStatus', [id])
      status = (await outcome(page)).result as typeof status
      return status.status
    })
    .toBe(200)
  expect(new Set(status.receipts?.map((r) => r.transactionHash)).size).toBe(1)
  expect(await publicClient.getBalance({ address: first })).toBe(parseEther('0.001'))
  expect(await publicClient.getBalance({ address: second })).toBe(parseEther('0.002'))

  // eth_sendUserOperation (ERC-4337): the frame shows the calls the dApp's callData makes the account
  // run, and the wallet sends them as its own user operation, answering the operation's hash.
  const third = fresh()
  const callData = encodeFunctionData({
    abi: parseAbi(['function execute(bytes32 mode, bytes executionCalldata)']),
    functionName: 'execute',
    args: [`0x${'00'.repeat(32)}`, concatHex([third, numberToHex(parseEther('0.003'), { size: 32 })])],
  })
  await startRequest(page, 'eth_sendUserOperation', [
    { sender: smart, nonce: '0x0', callData, signature: '0x' },
    DEVNET_SMART_ACCOUNTS.EntryPoint,
  ])
  await expect(walletFrame(page).locator('[data-testid="wallet-tx-to-1"]')).toHaveText(third.toLowerCase())
  await expect(walletFrame(page).locator('[data-testid="wallet-tx-value-1"]')).toHaveText('0.003 ETH')
  await walletFrame(page).locator('[data-testid="wallet-approve"]').click()
  expect((await outcome(page)).result).toMatch(/^0x[0-9a-f]{64}$/)
  await expect.poll(() => publicClient.getBalance({ address: third })).toBe(parseEther('0.003'))
  // One that would run the account's own functions is refused before the frame shows anything.
  await startRequest(page, 'eth_sendUserOperation', [
    { sender: smart, callData: '0x12345678' },
    DEVNET_SMART_ACCOUNTS.EntryPoint,
  ])
  expect((await outcome(page)).error).toBe(
    "Invalid user operation: callData is not the account's execute(bytes32,bytes)",
  )
  await expect(walletFrame(page).locator('[data-testid="wallet-approval"]')).toBeHidden()

  // Spec section 5: a call without a 0x `to` is refused with its text before the frame sees it.
  await startRequest(page, 'wallet_sendCalls', [{ version: '2.0.0', calls: [{ to: 'nothex' }] }])
  expect((await outcome(page)).error).toContain('Invalid wallet_sendCalls parameters')
  await expect(walletFrame(page).locator('[data-testid="wallet-approval"]')).toBeHidden()

  // Switch to the EOA and back: the address changes everywhere, and the choice survives a reload.
  await page.locator('#open').click()
  await expect(dialog(page)).toHaveAttribute('data-view', 'Account')
  await accountRow(page).click()
  await expect(badge(page)).toHaveText('EOA')
  await expect(accountRow(page)).toContainText('Switch to your smart account')
  await expect(page.locator('#address')).not.toHaveText(smart)
  const eoa = await shownAddress(page)
  await page.reload()
  await waitReady(page)
  await expect(page.locator('#status')).toHaveText('connected')
  await expect(page.locator('#address')).toHaveText(eoa)
  await page.locator('#open').click()
  await accountRow(page).click()
  await expect(badge(page)).toHaveText('Smart account')
  await expect(page.locator('#address')).toHaveText(smart)
  await page.reload()
  await waitReady(page)
  await expect(page.locator('#address')).toHaveText(smart)
})
