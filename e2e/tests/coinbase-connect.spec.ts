import { type Hex, verifyMessage } from 'viem'
import { privateKeyToAddress } from 'viem/accounts'
import { COINBASE_STAND_IN_KEY } from '../../dev-cloud/src/coinbase/startKeysStandIn.ts'
import { expect, modal, test, urls, waitReady } from '../fixtures/test.ts'

// Coinbase Wallet in the modal's list (the host's airlock-coinbase.js, loaded on the first open), its
// keys popup played by the stand-in on keys.localhost: the SDK's own protocol end to end.
const standIn = privateKeyToAddress(COINBASE_STAND_IN_KEY)
const row = (page: Parameters<typeof modal>[0]) =>
  modal(page).locator('[data-testid="wallet-row"][data-name="Coinbase Wallet"]')

test('Coinbase Wallet: listed once the modal opens, connects in its popup, signs, and a reload keeps it', async ({
  page,
}, info) => {
  const loaded: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/airlock-coinbase.js')) loaded.push(request.url())
  })
  await page.goto(`${urls.demo}/`)
  await waitReady(page)
  // A visitor who has not opened the modal has cost the page nothing of Coinbase.
  expect(loaded).toEqual([])

  await page.locator('#open').click()
  await expect(row(page)).toBeVisible()
  expect(loaded).toEqual([`${urls.modal}/airlock-coinbase.js`])
  // The directory's Coinbase Wallet (a WalletConnect wallet) is not listed beside it.
  await expect(modal(page).locator('[data-testid="wallet-row"]', { hasText: 'Coinbase' })).toHaveCount(1)
  // The SDK runs from the page: nothing the browser has installed.
  await expect(row(page)).not.toContainText('Installed')
  // The list with its Coinbase row, in both themes, for the record.
  const card = modal(page).locator('[data-testid="airlock-modal"]')
  for (const theme of ['dark', 'light'] as const) {
    await page.evaluate((mode) => {
      ;(window as unknown as { airlock: { setThemeMode(m: string): void } }).airlock.setThemeMode(mode)
    }, theme)
    if (theme === 'dark') await expect(modal(page).locator('html')).toHaveClass(/\bdark\b/)
    else await expect(modal(page).locator('html')).not.toHaveClass(/\bdark\b/)
    await card.screenshot({ path: info.outputPath(`coinbase-connect-${theme}.png`) })
  }

  const popup = page.waitForEvent('popup')
  await row(page).click()
  const keys = await popup
  expect(new URL(keys.url()).origin).toBe(new URL(urls.coinbaseKeys).origin)
  await keys.getByRole('button', { name: 'Connect' }).click()
  await expect(modal(page).locator('[data-testid="airlock-modal"]')).toHaveAttribute('data-view', 'Account')
  await expect(page.locator('#status')).toHaveText('connected')
  await expect(page.locator('#address')).toHaveText(standIn)

  await modal(page).locator('[data-testid="header-close"]').click()
  const signing = page.waitForEvent('popup')
  await page.locator('#sign').click()
  await (await signing).getByRole('button', { name: 'Sign' }).click()
  await expect(page.locator('#signature')).toHaveText(/^0x[0-9a-f]{130}$/)
  const signature = (await page.locator('#signature').textContent()) as Hex
  expect(await verifyMessage({ address: standIn, message: 'Hello from Airlock', signature })).toBe(true)

  // The SDK keeps its session in the page: after a reload the account is back without a popup.
  let popups = 0
  page.on('popup', () => popups++)
  await page.reload()
  await waitReady(page)
  await expect(page.locator('#status')).toHaveText('connected')
  await expect(page.locator('#address')).toHaveText(standIn)
  expect(popups).toBe(0)
})

test('Coinbase Wallet: a Cancel in its popup says the connection was declined, and nobody is connected', async ({
  page,
}) => {
  await page.goto(`${urls.demo}/`)
  await waitReady(page)
  await page.locator('#open').click()
  const popup = page.waitForEvent('popup')
  await row(page).click()
  await (await popup).getByRole('button', { name: 'Cancel' }).click()
  const status = modal(page).locator('[data-testid="connecting-status"]')
  await expect(status).toHaveAttribute('data-state', 'error')
  await expect(status).toContainText('Connection declined')
  await expect(page.locator('#status')).toHaveText('disconnected')
})

test("the Coinbase extension installed: one Coinbase row, the extension's (EIP-6963); the SDK's script lists nothing beside it", async ({
  page,
}) => {
  // A stand-in of the extension: it announces itself as Coinbase's extension does.
  await page.addInitScript(() => {
    const provider = { request: async () => [], on() {}, removeListener() {} }
    const info = {
      uuid: '4f2a6f1e-0000-4000-8000-000000000001',
      name: 'Coinbase Wallet',
      icon: 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>',
      rdns: 'com.coinbase.wallet',
    }
    const announce = () =>
      window.dispatchEvent(
        new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }),
      )
    window.addEventListener('eip6963:requestProvider', announce)
    announce()
  })
  const loaded = page.waitForRequest((request) => request.url().includes('/airlock-coinbase.js'))
  await page.goto(`${urls.demo}/`)
  await waitReady(page)
  await page.locator('#open').click()
  await loaded
  await expect(row(page)).toBeVisible()
  const rows = modal(page).locator('[data-testid="wallet-row"]', { hasText: 'Coinbase' })
  // The script has run (its fetch finished, it runs at once), and listed nothing beside the extension.
  await page.waitForFunction(() =>
    performance.getEntriesByType('resource').some((entry) => entry.name.includes('/airlock-coinbase.js')),
  )
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
  await expect(rows).toHaveCount(1)
  await expect(row(page)).toContainText('Installed')
})
