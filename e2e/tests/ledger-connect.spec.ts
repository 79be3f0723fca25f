import {
  createWalletClient,
  getTypesForEIP712Domain,
  type Hex,
  hashDomain,
  hashStruct,
  http,
  parseEther,
  toHex,
  verifyMessage,
  verifyTypedData,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { installLedgerHid, type LedgerHid } from '../fixtures/ledgerHid.ts'
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

/** Opens the modal, picks Ledger, connects the device and the first Ledger Live account. */
async function connectFirstAccount(page: import('@playwright/test').Page, ledger: LedgerHid) {
  const address = ledger.device.addressAt("m/44'/60'/0'/0/0")
  await page.goto(`${urls.demo}/`)
  await waitReady(page)
  await page.locator('#open').click()
  const m = modal(page)
  await m.locator('[data-testid="ledger-row"]').click()
  await m.locator('[data-testid="ledger-connect"]').click()
  const rows = m.locator('[data-testid="ledger-account"]')
  await expect(rows.first()).toHaveAttribute('data-address', address, { timeout: 30_000 })
  await rows.first().click()
  await expect(m.locator('[data-testid="airlock-modal"]')).toHaveAttribute('data-view', 'Account')
  await expect(page.locator('#address')).toHaveText(address)
  return { m, address }
}

/** A device that keeps its next review on screen until the test answers it. */
function holdNextReview(ledger: LedgerHid) {
  let answer: ((yes: boolean) => void) | undefined
  ledger.device.set({ decide: () => new Promise<boolean>((resolve) => (answer = resolve)) })
  return async (yes: boolean) => {
    await expect.poll(() => answer !== undefined).toBe(true)
    answer?.(yes)
  }
}

test('Ledger: eth_signTypedData_v4 from the dApp shows the hashes the device shows, and the signature verifies', async ({
  context,
  page,
}) => {
  const ledger = await installLedgerHid(context, { origins: [urls.modal], blindSigning: true })
  const { m, address } = await connectFirstAccount(page, ledger)
  await m.locator('[data-testid="header-close"]').click()
  const typedData = {
    domain: { name: 'Airlock', version: '1', chainId: chain.id, verifyingContract: accounts[3].address },
    types: {
      Person: [
        { name: 'name', type: 'string' },
        { name: 'wallet', type: 'address' },
      ],
      Mail: [
        { name: 'from', type: 'Person' },
        { name: 'contents', type: 'string' },
      ],
    },
    primaryType: 'Mail',
    message: { from: { name: 'Ledger', wallet: address }, contents: 'Hello typed data' },
  } as const

  // The two hashes the device's hashed mode shows, as the dApp's own library computes them.
  const hashes = [
    // viem's types cannot infer a domain typed beside the message's types: the call is typed by hand.
    hashDomain({
      domain: typedData.domain,
      types: { EIP712Domain: getTypesForEIP712Domain({ domain: typedData.domain }), ...typedData.types },
    } as Parameters<typeof hashDomain>[0]),
    hashStruct({ data: typedData.message, primaryType: 'Mail', types: typedData.types }),
  ]

  const answer = holdNextReview(ledger)
  const signing = providerRequest(page, 'eth_signTypedData_v4', [address, JSON.stringify(typedData)])
  const confirm = m.locator('[data-testid="ledger-confirm"]')
  await expect(confirm).toContainText('Confirm on your Ledger')
  const screens = confirm.locator('[data-testid="ledger-screen"]')
  await expect(screens).toHaveCount(2)
  await expect(screens.nth(0)).toContainText(`Domain hash${hashes[0]}`)
  await expect(screens.nth(1)).toContainText(`Message hash${hashes[1]}`)
  await answer(true)
  const signed = await signing
  expect(signed.ok).toBe(true)
  const signature = (signed as { result: Hex }).result
  expect(await verifyTypedData({ ...typedData, address, signature })).toBe(true)
  // The device reviewed the same two hashes the modal showed.
  expect(ledger.device.shown.at(-1)?.screens.map((screen) => screen.value)).toEqual(hashes)
  await expect(confirm).toHaveCount(0)
})

test('Ledger: the Account view verifies the address on the device, confirmed and refused', async ({
  context,
  page,
}) => {
  const ledger = await installLedgerHid(context, { origins: [urls.modal] })
  const { m, address } = await connectFirstAccount(page, ledger)
  const verify = m.locator('[data-testid="ledger-verify"]')
  const pending = m.locator('[data-testid="ledger-verify-pending"]')
  const snackbar = m.locator('[data-testid="snackbar"]')

  // Confirmed: the modal shows the address in full while the device shows it.
  let answer = holdNextReview(ledger)
  await verify.click()
  await expect(pending).toContainText('Check the address on your Ledger')
  await expect(pending.locator('[data-testid="ledger-verify-address"]')).toHaveText(address)
  await answer(true)
  await expect(snackbar).toContainText('Address verified')
  await expect(pending).toHaveCount(0)
  expect(ledger.device.shown.at(-1)).toEqual({
    kind: 'address',
    title: 'Verify Ethereum address',
    screens: [
      { label: 'Address', value: address },
      { label: 'Network', value: `Chain ID ${chain.id}` },
    ],
  })

  // Refused on the device (0x6985).
  answer = holdNextReview(ledger)
  await verify.click()
  await expect(pending).toBeVisible()
  await answer(false)
  await expect(snackbar).toContainText('Address not confirmed on your Ledger')
  await expect(verify).toBeVisible()

  // A locked device: the LedgerError text.
  ledger.device.set({ decide: () => true, locked: true })
  await verify.click()
  await expect(snackbar).toContainText('Unlock your Ledger')
  expect(ledger.device.shown.filter((review) => review.kind === 'address')).toHaveLength(2)
})

test('Ledger: after a Ledger connection, Recent lists it, across a reload; picking it opens the Ledger view', async ({
  context,
  page,
}) => {
  const ledger = await installLedgerHid(context, { origins: [urls.modal] })
  const { m } = await connectFirstAccount(page, ledger)
  await m.locator('[data-testid="account-disconnect"]').click()
  await expect(page.locator('#status')).toHaveText('disconnected')

  for (const reload of [false, true]) {
    // The modal stays open on Connect after a disconnect; after the reload the dApp opens it again.
    if (reload) {
      await page.reload()
      await waitReady(page)
      await page.locator('#open').click()
    }
    await expect(m.locator('[data-testid="airlock-modal"]')).toHaveAttribute('data-view', 'Connect')
    // One Ledger row, the Recent one, before the other wallets.
    const row = m.locator('[data-testid="ledger-row"]')
    await expect(row).toHaveCount(1)
    await expect(row).toHaveAttribute('data-recent', 'true')
    await expect(row.locator('[data-testid="wallet-recent"]')).toHaveText('Recent')
    // Its own icon (no monogram), and first of the wallets after WalletConnect's row.
    await expect(row.locator('img')).toHaveAttribute('src', /^data:image\/svg\+xml,/)
    await expect(row.locator('[data-testid="wallet-monogram"]')).toHaveCount(0)
    const rows = await m
      .locator('[data-testid="wallet-list"]')
      .evaluate((list) => [...list.children].map((child) => child.getAttribute('data-testid')))
    expect(rows.filter((id) => id !== 'walletconnect')[0]).toBe('ledger-row')
  }

  await m.locator('[data-testid="ledger-row"]').click()
  await expect(m.locator('#airlock-title')).toHaveText('Ledger')
  await expect(m.locator('[data-testid="ledger-view"]')).toContainText(
    'Connect your Ledger by USB, unlock it and open the Ethereum app',
  )
  await m.locator('[data-testid="ledger-connect"]').click()
  await expect(m.locator('[data-testid="ledger-account"]')).toHaveCount(5, { timeout: 30_000 })
})
