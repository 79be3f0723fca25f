import { createWalletClient, type Hex, http, parseEther, toHex, verifyMessage } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { installLedgerHid } from '../fixtures/ledgerHid.ts'
import { accounts, chain, expect, modal, publicClient, test, urls, waitReady } from '../fixtures/test.ts'

// The Ledger connector through the real modal on the demo page: the device is the dev-cloud stand-in
// behind a navigator.hid that follows Chromium's rules (the frame needs allow="hid", the chooser a click).
const LEGACY_SECOND = "m/44'/60'/0'/1"

type Answer = { ok: true; result: unknown } | { ok: false; code: number; message: string }
const providerRequest = (page: import('@playwright/test').Page, method: string, params: unknown[]) =>
  page.evaluate(
    ({ method, params }) =>
      (
        window as unknown as {
          airlock: { getProvider(): { request(a: { method: string; params: unknown[] }): Promise<unknown> } }
        }
      ).airlock
        .getProvider()
        .request({ method, params })
        .then(
          (result): Answer => ({ ok: true, result }),
          (error: { code: number; message: string }): Answer => ({
            ok: false,
            code: error.code,
            message: error.message,
          }),
        ),
    { method, params },
  )

test('Ledger: list accounts, switch the path scheme, connect #2, sign, send on anvil, refusal, locked, reload', async ({
  context,
  page,
}) => {
  const ledger = await installLedgerHid(context, { origins: [urls.modal] })
  const address = ledger.device.addressAt(LEGACY_SECOND)
  // The Ledger's account gets its ETH from an anvil account, as a user would fund it.
  const funder = createWalletClient({
    account: privateKeyToAccount(accounts[0].privateKey),
    chain,
    transport: http(urls.anvil),
  })
  await publicClient.waitForTransactionReceipt({
    hash: await funder.sendTransaction({ to: address, value: parseEther('1') }),
  })

  await page.goto(`${urls.demo}/`)
  await waitReady(page)
  await page.locator('#open').click()
  const m = modal(page)
  const dialog = m.locator('[data-testid="airlock-modal"]')
  await m.locator('[data-testid="ledger-row"]').click()
  await expect(m.locator('#airlock-title')).toHaveText('Ledger')
  await expect(m.locator('[data-testid="ledger-view"]')).toContainText(
    'Connect your Ledger by USB, unlock it and open the Ethereum app',
  )
  await m.locator('[data-testid="ledger-connect"]').click()

  const rows = m.locator('[data-testid="ledger-account"]')
  await expect(rows).toHaveCount(5, { timeout: 30_000 })
  await expect(rows.first()).toHaveAttribute('data-address', ledger.device.addressAt("m/44'/60'/0'/0/0"))
  await expect(rows.first()).toHaveAttribute('data-path', "m/44'/60'/0'/0/0")
  // Balances come from the network's RPC: anvil's first account holds ETH.
  await expect(rows.first().locator('[data-testid="ledger-balance"]')).toContainText('ETH')

  await m.locator('[data-testid="ledger-next"]').click()
  await expect(rows.first()).toHaveAttribute('data-path', "m/44'/60'/5'/0/0")
  await m.locator('[data-testid="ledger-previous"]').click()
  await expect(rows.first()).toHaveAttribute('data-path', "m/44'/60'/0'/0/0")

  await m.locator('[data-testid="ledger-scheme"]').selectOption('legacy')
  await expect(rows.nth(1)).toHaveAttribute('data-path', LEGACY_SECOND)
  await expect(rows.nth(1)).toHaveAttribute('data-address', address)
  await expect(rows.nth(1).locator('[data-testid="ledger-balance"]')).toHaveText('1 ETH')
  await rows.nth(1).click()

  await expect(dialog).toHaveAttribute('data-view', 'Account')
  await expect(page.locator('#status')).toHaveText('connected')
  await expect(page.locator('#address')).toHaveText(address)
  await m.locator('[data-testid="header-close"]').click()

  // personal_sign: the modal says what the device shows while it waits for the visitor there.
  let approve: (yes: boolean) => void = () => undefined
  ledger.device.set({ decide: () => new Promise<boolean>((resolve) => (approve = resolve)) })
  await page.locator('#sign').click()
  const confirm = m.locator('[data-testid="ledger-confirm"]')
  await expect(confirm).toContainText('Confirm on your Ledger')
  await expect(confirm.locator('[data-testid="ledger-screen"]')).toContainText('Hello from Airlock')
  approve(true)
  await expect(page.locator('#signature')).toHaveText(/^0x[0-9a-f]{130}$/)
  const signature = (await page.locator('#signature').textContent()) as Hex
  expect(await verifyMessage({ address, message: 'Hello from Airlock', signature })).toBe(true)

  // eth_sendTransaction: nonce, gas and fees from anvil, signed on the device, broadcast, mined.
  ledger.device.set({ decide: () => true })
  const receiver = accounts[3].address
  const receiverBefore = await publicClient.getBalance({ address: receiver })
  await page.locator('#recipient').fill(receiver)
  await page.locator('#send').click()
  await expect(page.locator('#tx-hash')).toHaveText(/^0x[0-9a-f]{64}$/)
  const receipt = await publicClient.waitForTransactionReceipt({
    hash: (await page.locator('#tx-hash').textContent()) as Hex,
  })
  expect(receipt.status).toBe('success')
  expect(receipt.from).toBe(address.toLowerCase())
  expect(await publicClient.getBalance({ address: receiver })).toBe(receiverBefore + parseEther('0.01'))

  // A refusal on the device: 4001 with the spec's decline text.
  ledger.device.set({ decide: () => false })
  expect(await providerRequest(page, 'personal_sign', [toHex('no'), address])).toEqual({
    ok: false,
    code: 4001,
    message: 'Signature declined',
  })

  // A locked device: its text in the modal's snackbar and in the dApp's error.
  ledger.device.set({ decide: () => true, locked: true })
  await page.locator('#sign').click()
  await expect(m.locator('[data-testid="snackbar"]')).toContainText('Unlock your Ledger')
  await expect(page.locator('#error')).toContainText('Unlock your Ledger')
  ledger.device.set({ locked: false })

  // A reload keeps the account at once; the first request reopens the granted device, no chooser.
  ledger.chooser = 'cancel'
  await page.reload()
  await waitReady(page)
  await expect(page.locator('#status')).toHaveText('connected')
  await expect(page.locator('#address')).toHaveText(address)
  const again = await providerRequest(page, 'personal_sign', [toHex('after reload'), address])
  expect(again.ok).toBe(true)
  expect(
    await verifyMessage({ address, message: 'after reload', signature: (again as { result: Hex }).result }),
  ).toBe(true)
})

test('Ledger: a locked device and a closed chooser are said in the view, with Try again', async ({
  context,
  page,
}) => {
  const ledger = await installLedgerHid(context, { origins: [urls.modal], locked: true })
  await page.goto(`${urls.demo}/`)
  await waitReady(page)
  await page.locator('#open').click()
  const m = modal(page)
  await m.locator('[data-testid="ledger-row"]').click()
  const connect = m.locator('[data-testid="ledger-connect"]')
  await connect.click()
  const status = m.locator('[data-testid="connecting-status"]')
  await expect(status).toContainText('Unlock your Ledger', { timeout: 30_000 })
  await expect(connect).toHaveText('Try again')

  ledger.device.set({ locked: false, openApp: 'dashboard' })
  await connect.click()
  await expect(status).toContainText('Open the Ethereum app on your Ledger')

  ledger.device.set({ openApp: 'Ethereum' })
  ledger.chooser = 'cancel'
  ledger.granted = false
  await connect.click()
  await expect(status).toContainText('Ledger not found')

  ledger.chooser = 'pick'
  await connect.click()
  await expect(m.locator('[data-testid="ledger-account"]')).toHaveCount(5)
})
