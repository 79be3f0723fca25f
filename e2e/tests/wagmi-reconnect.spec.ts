import type { Page } from '@playwright/test'
import { type Hex, verifyMessage } from 'viem'
import { bundleApp } from '../fixtures/apps/bundleApp.ts'
import { serveApp } from '../fixtures/apps/serveApp.ts'
import type { WagmiApp } from '../fixtures/apps/wagmiApp.ts'
import { sparePort } from '../fixtures/ports.ts'
import {
  accounts,
  expect,
  injectWallet,
  modal,
  modalFrame,
  test,
  waitReady,
  walletRequests,
} from '../fixtures/test.ts'

let server: Awaited<ReturnType<typeof serveApp>>

test.beforeAll(async () => {
  const bundle = await bundleApp('wagmiApp')
  server = await serveApp(sparePort(21), { '/': { path: 'wagmi.html' }, '/app.js': { path: bundle } })
})
test.afterAll(() => server?.close())

type AppWindow = { app: WagmiApp; airlock: { getAccount(): { address?: string } } }
/** The page's `window.app` (fixtures/apps/wagmiApp.ts). */
const app = (page: Page) => ({
  reconnected: () => page.evaluate(() => (window as unknown as AppWindow).app.reconnected),
  connection: () => page.evaluate(() => (window as unknown as AppWindow).app.connection()),
  connect: (id: string) => page.evaluate((id) => (window as unknown as AppWindow).app.connect(id), id),
  signMessage: (message: string) =>
    page.evaluate((m) => (window as unknown as AppWindow).app.signMessage(m), message),
  ecRecover: (id: string, message: string, signature: Hex) =>
    page.evaluate(([id, m, s]) => (window as unknown as AppWindow).app.ecRecover(id, m, s), [
      id,
      message,
      signature,
    ] as const),
  airlockAddress: () => page.evaluate(() => (window as unknown as AppWindow).airlock.getAccount().address),
})

/** Host-to-modal calls the modal accepted so far: a request that went through Airlock adds one. */
const accepted = (page: Page) =>
  modalFrame(page).evaluate(
    () =>
      (
        window as unknown as { __airlockDiagnostics(): { stats: { accepted: number } } }
      ).__airlockDiagnostics().stats.accepted,
  )

test('wagmi connects through Airlock, signs, and its reconnect after a reload lands on Airlock', async ({
  page,
}) => {
  const signer = accounts[2]
  await injectWallet(page, signer.privateKey)
  await page.goto(`${server.url}/`)
  await waitReady(page)

  // EIP-6963 discovery lists Airlock (announced by createAppKit) beside the browser wallet.
  await expect(page.locator('#connectors li[data-id="xyz.airlock"]')).toHaveText('Airlock (xyz.airlock)')
  await expect(page.locator('#connectors li[data-id="dev.airlock.testwallet"]')).toHaveCount(1)
  await expect(page.locator('#connectors li[data-id="injected"]')).toHaveCount(1)
  await expect(page.locator('#status')).toHaveText('disconnected')

  // Connecting with Airlock's connector opens the modal; the visitor picks the browser wallet there.
  const connected = app(page).connect('xyz.airlock')
  const dialog = modal(page).locator('[data-testid="airlock-modal"]')
  await expect(dialog).toHaveAttribute('data-view', 'Connect')
  await expect(page.locator('iframe[data-airlock-frame]')).toHaveCSS('opacity', '1')
  await modal(page).locator('[data-testid="wallet-row"][data-name="Airlock Test Wallet"]').click()
  expect(await connected).toEqual([signer.address])
  await expect(dialog).toHaveAttribute('data-view', 'Account')
  expect(await app(page).connection()).toEqual({
    status: 'connected',
    address: signer.address,
    connectorId: 'xyz.airlock',
    connectorName: 'Airlock',
  })
  await expect(page.locator('#connector')).toHaveText('xyz.airlock')
  await modal(page).locator('[data-testid="header-close"]').click()
  await expect(page.locator('iframe[data-airlock-frame]')).toHaveCSS('opacity', '0')

  // wagmi's signMessage goes to Airlock's provider, which has the wallet sign in the host page.
  const message = 'Hello from wagmi through Airlock'
  let before = await accepted(page)
  const signature = await app(page).signMessage(message)
  expect(await verifyMessage({ address: signer.address, message, signature })).toBe(true)
  expect(await accepted(page)).toBeGreaterThan(before)
  expect(await app(page).ecRecover('xyz.airlock', message, signature)).toBe(signer.address.toLowerCase())
  const seen = await walletRequests(page)
  expect(seen.map((r) => r.method)).toEqual(expect.arrayContaining(['eth_requestAccounts', 'personal_sign']))
  expect(new Set(seen.map((r) => r.origin))).toEqual(new Set([server.url]))

  // A reload: wagmi's reconnect at start runs before the modal frame exists. The browser wallet is
  // authorized too (it answers eth_accounts), but the recent connector, Airlock, must be current.
  await page.reload()
  const reconnected = await app(page).reconnected()
  expect(reconnected.modalInitialized).toBe(false)
  expect(reconnected.connectorIds[0]).toBe('xyz.airlock')
  expect(await app(page).connection()).toEqual({
    status: 'connected',
    address: signer.address,
    connectorId: 'xyz.airlock',
    connectorName: 'Airlock',
  })
  await expect(page.locator('#connector')).toHaveText('xyz.airlock')
  await expect(page.locator('#address')).toHaveText(signer.address)
  await waitReady(page)
  // The modal restored the same session and stays closed; wagmi still talks to Airlock.
  await expect(page.locator('iframe[data-airlock-frame]')).toHaveCSS('opacity', '0')
  expect(await app(page).airlockAddress()).toBe(signer.address)
  const again = 'Signed again after the reload'
  before = await accepted(page)
  const second = await app(page).signMessage(again)
  expect(await verifyMessage({ address: signer.address, message: again, signature: second })).toBe(true)
  expect(await accepted(page)).toBeGreaterThan(before)
  expect((await app(page).connection()).connectorId).toBe('xyz.airlock')
  const afterReload = await walletRequests(page)
  expect(afterReload.map((r) => r.method)).toContain('personal_sign')
  expect(afterReload.map((r) => r.method)).not.toContain('eth_requestAccounts')
  expect(new Set(afterReload.map((r) => r.origin))).toEqual(new Set([server.url]))
})
