import type { Page } from '@playwright/test'
import {
  createPublicClient,
  type Hex,
  http,
  parseEther,
  recoverMessageAddress,
  toHex,
  verifyTypedData,
} from 'viem'
import { privateKeyToAddress } from 'viem/accounts'
import { foundry } from 'viem/chains'
import { COINBASE_STAND_IN_KEY } from '../../dev-cloud/src/coinbase/startKeysStandIn.ts'
import { coinbaseErrorTexts } from '../../host-sdk/src/wallets/coinbase/coinbaseErrors.ts'
import { serveCoinbasePage } from '../fixtures/apps/coinbasePage.ts'
import { sparePort } from '../fixtures/ports.ts'
import { accounts, expect, test, urls } from '../fixtures/test.ts'

// The Coinbase Wallet SDK (through the host's chunk) against the keys popup's stand-in: the SDK's
// own cross-window protocol (PopupLoaded, configuration, signer selection, the ECDH handshake and
// AES-GCM requests), each request approved or refused in the popup as a user would.

const standIn = privateKeyToAddress(COINBASE_STAND_IN_KEY)
const chain = createPublicClient({ chain: foundry, transport: http(urls.anvil) })
let server: Awaited<ReturnType<typeof serveCoinbasePage>>
test.beforeAll(async () => {
  server = await serveCoinbasePage(sparePort(70))
})
test.afterAll(() => server?.close())

type Outcome = { result: unknown } | { error: { code: unknown; message: unknown } }

/**
 * Sends one request through the page's Coinbase provider and hands back the popup it opened. The
 * outcome is kept on the page and waited for there: an evaluate left pending is cut when a popup closes.
 */
async function requestWithPopup(page: Page, method: string, params?: unknown) {
  const popup = page.waitForEvent('popup')
  await page.evaluate(
    ([method, params]) => {
      const w = window as unknown as {
        coinbase: { request(a: unknown): Promise<unknown> }
        outcome?: unknown
      }
      w.outcome = undefined
      void w.coinbase.request({ method, params }).then(
        (result) => (w.outcome = { result }),
        (error: { code: unknown; message: unknown }) =>
          (w.outcome = { error: { code: error.code, message: error.message } }),
      )
    },
    [method, params] as const,
  )
  const outcome = page
    .waitForFunction(() => (window as unknown as { outcome?: unknown }).outcome)
    .then((handle) => handle.jsonValue() as Promise<Outcome>)
  return { popup: await popup, outcome }
}

async function openPage(page: Page) {
  await page.goto(`${server.url}/`)
  await page.waitForFunction(() => 'coinbase' in window)
}

async function connect(page: Page) {
  const { popup, outcome } = await requestWithPopup(page, 'eth_requestAccounts')
  await expect(popup.getByTestId('cb-app-name')).toHaveText('Coinbase e2e')
  await popup.getByRole('button', { name: 'Connect' }).click()
  expect(await outcome).toEqual({ result: [standIn] })
}

test('connects, signs a message and typed data, and sends a transaction mined on anvil', async ({ page }) => {
  await openPage(page)
  await connect(page)
  expect(
    await page.evaluate(() =>
      (window as never as { coinbase: { request(a: unknown): Promise<unknown> } }).coinbase.request({
        method: 'eth_chainId',
      }),
    ),
  ).toBe('0x7a69')

  const message = 'Hello from the Coinbase e2e test'
  const signing = await requestWithPopup(page, 'personal_sign', [toHex(message), standIn])
  await expect(signing.popup.getByTestId('cb-detail')).toHaveText(message)
  await signing.popup.getByRole('button', { name: 'Sign' }).click()
  const signed = (await signing.outcome) as { result: Hex }
  expect(await recoverMessageAddress({ message, signature: signed.result })).toBe(standIn)

  const typedData = {
    domain: { name: 'Airlock', version: '1', chainId: 31337 },
    types: { Mail: [{ name: 'contents', type: 'string' }] },
    primaryType: 'Mail',
    message: { contents: 'typed hello' },
  } as const
  const typed = await requestWithPopup(page, 'eth_signTypedData_v4', [standIn, JSON.stringify(typedData)])
  await typed.popup.getByRole('button', { name: 'Sign' }).click()
  const typedSignature = ((await typed.outcome) as { result: Hex }).result
  expect(await verifyTypedData({ ...typedData, address: standIn, signature: typedSignature })).toBe(true)

  const receiver = accounts[1].address
  const before = await chain.getBalance({ address: receiver })
  const sending = await requestWithPopup(page, 'eth_sendTransaction', [
    { from: standIn, to: receiver, value: toHex(parseEther('0.01')) },
  ])
  await sending.popup.getByRole('button', { name: 'Confirm' }).click()
  const hash = ((await sending.outcome) as { result: Hex }).result
  const receipt = await chain.waitForTransactionReceipt({ hash })
  expect(receipt.status).toBe('success')
  expect(receipt.from.toLowerCase()).toBe(standIn.toLowerCase())
  expect(await chain.getBalance({ address: receiver })).toBe(before + parseEther('0.01'))
})

test('a Cancel answers 4001: a declined connection and a declined signature', async ({ page }) => {
  await openPage(page)
  const declined = await requestWithPopup(page, 'eth_requestAccounts')
  await declined.popup.getByRole('button', { name: 'Cancel' }).click()
  expect(await declined.outcome).toEqual({ error: { code: 4001, message: 'Connection declined' } })

  await connect(page)
  const cancelled = await requestWithPopup(page, 'personal_sign', [toHex('no'), standIn])
  await cancelled.popup.getByRole('button', { name: 'Cancel' }).click()
  expect(await cancelled.outcome).toEqual({ error: { code: 4001, message: 'Signature declined' } })
})

// The visitor closing the window (runBeforeUnload: as a browser's close button does).
test('a popup closed mid-request answers that it was closed', async ({ page }) => {
  await openPage(page)
  await connect(page)
  const abandoned = await requestWithPopup(page, 'personal_sign', [toHex('closing'), standIn])
  await expect(abandoned.popup.getByRole('button', { name: 'Sign' })).toBeVisible()
  await abandoned.popup.close({ runBeforeUnload: true })
  expect(await abandoned.outcome).toEqual({ error: { code: 4001, message: coinbaseErrorTexts.popupClosed } })
})
