import type { Page } from '@playwright/test'
import { type Hex, keccak256, stringToHex, verifyMessage } from 'viem'
import { bundleApp } from '../fixtures/apps/bundleApp.ts'
import type { EthersApp } from '../fixtures/apps/ethersApp.ts'
import { serveApp } from '../fixtures/apps/serveApp.ts'
import { sparePort } from '../fixtures/ports.ts'
import { accounts, expect, injectWallet, modal, test, waitReady, walletRequests } from '../fixtures/test.ts'

let server: Awaited<ReturnType<typeof serveApp>>

test.beforeAll(async () => {
  const bundle = await bundleApp('ethersApp')
  server = await serveApp(sparePort(22), { '/': { path: 'ethers.html' }, '/app.js': { path: bundle } })
})
test.afterAll(() => server?.close())

type AppWindow = { app: EthersApp }
const app = (page: Page) => ({
  atStart: () => page.evaluate(() => (window as unknown as AppWindow).app.atStart),
  opened: () => page.evaluate(() => (window as unknown as AppWindow).app.opened()),
  signer: () => page.evaluate(() => (window as unknown as AppWindow).app.signer()),
  signMessage: (message: string) =>
    page.evaluate((m) => (window as unknown as AppWindow).app.signMessage(m), message) as Promise<Hex>,
  ethSign: (address: string, hash: Hex) =>
    page.evaluate(([a, h]) => (window as unknown as AppWindow).app.ethSign(a, h), [address, hash] as const),
})

test('ethers BrowserProvider.discover finds Airlock after a reload and signs without opening the modal', async ({
  page,
}) => {
  const signer = accounts[3]
  await injectWallet(page, signer.privateKey)
  await page.goto(`${server.url}/`)
  await waitReady(page)
  // Found by rdns before anything is connected; nothing to sign with yet.
  expect(await app(page).atStart()).toEqual({
    name: 'Airlock',
    rdns: 'xyz.airlock',
    address: undefined,
  })
  await expect(page.locator('#wallet')).toHaveText('Airlock (xyz.airlock)')

  // ethers' getSigner asks eth_requestAccounts: Airlock opens Connect and the visitor picks the wallet.
  const connected = app(page).signer()
  const dialog = modal(page).locator('[data-testid="airlock-modal"]')
  await expect(dialog).toHaveAttribute('data-view', 'Connect')
  await modal(page).locator('[data-testid="wallet-row"][data-name="Airlock Test Wallet"]').click()
  expect(await connected).toBe(signer.address)
  await expect(dialog).toHaveAttribute('data-view', 'Account')
  expect(await app(page).opened()).toBe(1)

  await page.reload()
  // As the page starts: Airlock is found and already has the signer.
  expect(await app(page).atStart()).toEqual({
    name: 'Airlock',
    rdns: 'xyz.airlock',
    address: signer.address,
  })
  await expect(page.locator('#signer')).toHaveText(signer.address)
  await waitReady(page)
  // And again once the modal is up; neither prompted.
  expect(await app(page).signer()).toBe(signer.address)
  expect(await app(page).opened()).toBe(0)
  await expect(page.locator('iframe[data-airlock-frame]')).toHaveCSS('opacity', '0')

  const message = 'Hello from ethers through Airlock'
  const signature = await app(page).signMessage(message)
  expect(signature).toMatch(/^0x[0-9a-f]{130}$/)
  expect(await verifyMessage({ address: signer.address, message, signature })).toBe(true)
  expect(await app(page).opened()).toBe(0)

  // eth_sign is refused by Airlock itself (4200, pointing to personal_sign); the wallet never sees it.
  const refused = await app(page).ethSign(signer.address, keccak256(stringToHex('a bare hash')))
  expect(refused.direct).toMatchObject({ code: 4200, message: expect.stringContaining('personal_sign') })
  expect(refused.direct?.message).toContain('eth_sign')
  expect(refused.viaEthers).toMatchObject({
    rpcCode: 4200,
    rpcMessage: expect.stringContaining('personal_sign'),
  })

  const seen = await walletRequests(page)
  const methods = seen.map((r) => r.method)
  expect(methods).toContain('personal_sign')
  expect(methods).not.toContain('eth_requestAccounts')
  expect(methods).not.toContain('eth_sign')
  expect(new Set(seen.map((r) => r.origin))).toEqual(new Set([server.url]))
})
