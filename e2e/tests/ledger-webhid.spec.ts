import { expect, test } from '@playwright/test'
import { installLedgerHid } from '../fixtures/ledgerHid.ts'
import { serveLedgerPages } from '../fixtures/ledgerPage.ts'
import { sparePort } from '../fixtures/ports.ts'

// The Ledger device client of the modal (real hw-transport-webhid and hw-app-eth, bundled) in Chromium,
// over the fake navigator.hid whose device is the dev-cloud stand-in in this process.
const port = sparePort(7)
const page = `http://ledger.localhost:${port}`
const frameOrigin = `http://frame.localhost:${port}`
const stranger = `http://stranger.localhost:${port}`

let served: { close(): Promise<void> }
test.beforeAll(async () => {
  served = await serveLedgerPages(port, frameOrigin)
})
test.afterAll(() => served.close())

const firstAccount = "m/44'/60'/0'/0/0 0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266"

test('the modal Ledger client lists the accounts of the stand-in over WebHID', async ({
  context,
  page: tab,
}) => {
  const ledger = await installLedgerHid(context, { origins: [page] })
  // hw-app-eth carries Ledger's service URLs (tokens, plugins, ENS): the client must never call them.
  const requested: string[] = []
  context.on('request', (request) => requested.push(new URL(request.url()).origin))
  await tab.goto(page)
  await tab.getByRole('button', { name: 'Connect Ledger' }).click()
  const result = tab.locator('#result')
  await expect(result).toContainText(firstAccount, { timeout: 30_000 })
  const lines = ((await result.textContent()) ?? '').split('\n')
  expect(lines).toHaveLength(5)
  expect(lines[0]).toBe(firstAccount)
  expect(lines[1]?.split(' ')[1]).toBe(ledger.device.addressAt("m/44'/60'/1'/0/0"))
  expect(ledger.granted).toBe(true)
  expect(new Set(requested)).toEqual(new Set([page]))
})

test('the Ledger client shows the device states and the chooser closed', async ({ context, page: tab }) => {
  const ledger = await installLedgerHid(context, { origins: [page], locked: true })
  await tab.goto(page)
  const result = tab.locator('#result')
  const connect = tab.getByRole('button', { name: 'Connect Ledger' })
  await connect.click()
  await expect(result).toHaveText('error: Unlock your Ledger', { timeout: 30_000 })
  ledger.device.set({ locked: false, openApp: 'dashboard' })
  await connect.click()
  await expect(result).toHaveText('error: Open the Ethereum app on your Ledger')
  ledger.device.set({ openApp: 'Ethereum' })
  ledger.chooser = 'cancel'
  ledger.granted = false
  await connect.click()
  await expect(result).toHaveText('error: Ledger not found: connect it by USB and unlock it')
})

test('a frame reaches the Ledger only with allow="hid" and from an allowed origin', async ({
  context,
  page: tab,
}) => {
  await installLedgerHid(context, { origins: [page, frameOrigin] })
  await tab.goto(`${page}/framed-without-hid`)
  const withoutHid = tab.frameLocator('iframe')
  await withoutHid.getByRole('button', { name: 'Connect Ledger' }).click()
  await expect(withoutHid.locator('#result')).toHaveText(
    'error: Ledger not found: connect it by USB and unlock it',
    {
      timeout: 30_000,
    },
  )
  await tab.goto(`${page}/framed`)
  const framed = tab.frameLocator('iframe')
  await framed.getByRole('button', { name: 'Connect Ledger' }).click()
  await expect(framed.locator('#result')).toContainText(firstAccount, { timeout: 30_000 })
  await tab.goto(stranger)
  await tab.getByRole('button', { name: 'Connect Ledger' }).click()
  await expect(tab.locator('#result')).toHaveText('error: Ledger not found: connect it by USB and unlock it')
})
