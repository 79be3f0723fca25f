import type { ConsoleMessage } from '@playwright/test'
import { type Hex, verifyMessage } from 'viem'
import { bundleApp } from '../fixtures/apps/bundleApp.ts'
import { serveApp } from '../fixtures/apps/serveApp.ts'
import { sparePort } from '../fixtures/ports.ts'
import {
  accounts,
  expect,
  injectWallet,
  modal,
  test,
  urls,
  waitReady,
  walletRequests,
} from '../fixtures/test.ts'

const csp = [
  "default-src 'self'",
  `script-src 'self' ${urls.modal}`,
  `frame-src ${urls.modal}`,
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
].join('; ')
let server: Awaited<ReturnType<typeof serveApp>>

test.beforeAll(async () => {
  const bundle = await bundleApp('cspPage')
  server = await serveApp(sparePort(23), {
    '/': { path: 'csp.html', headers: { 'content-security-policy': csp } },
    '/page.js': { path: bundle },
  })
})
test.afterAll(() => server?.close())

interface Violation {
  directive: string
  blocked: string
  source: string
}

test('the two-line include works on a host page with a strict CSP, across a reload', async ({ page }) => {
  const signer = accounts[1]
  await injectWallet(page, signer.privateKey)
  // Collected in the page from before its first script, on every load.
  await page.addInitScript(() => {
    const violations: Violation[] = []
    ;(window as unknown as { __cspViolations: Violation[] }).__cspViolations = violations
    window.addEventListener(
      'securitypolicyviolation',
      (event) =>
        violations.push({
          directive: event.effectiveDirective,
          blocked: event.blockedURI,
          source: `${event.sourceFile}:${event.lineNumber}`,
        }),
      true,
    )
  })
  const errors: string[] = []
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() === 'error') errors.push(`${message.location().url}: ${message.text()}`)
  }
  page.on('console', onConsole)
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`))
  const violations = () =>
    page.evaluate(() => (window as unknown as { __cspViolations: Violation[] }).__cspViolations)

  const response = await page.goto(`${server.url}/`)
  expect(response?.headers()['content-security-policy']).toBe(csp)
  await waitReady(page)
  await expect(page.locator('#status')).toHaveText('disconnected')

  await page.locator('#open').click()
  const dialog = modal(page).locator('[data-testid="airlock-modal"]')
  await expect(dialog).toHaveAttribute('data-view', 'Connect')
  await expect(page.locator('iframe[data-airlock-frame]')).toHaveCSS('opacity', '1')
  await modal(page).locator('[data-testid="wallet-row"][data-name="Airlock Test Wallet"]').click()
  await expect(dialog).toHaveAttribute('data-view', 'Account')
  await expect(page.locator('#status')).toHaveText('connected')
  await expect(page.locator('#address')).toHaveText(signer.address)
  await modal(page).locator('[data-testid="header-close"]').click()
  await expect(page.locator('iframe[data-airlock-frame]')).toHaveCSS('opacity', '0')

  const sign = async () => {
    await page.locator('#signature').evaluate((e) => {
      e.textContent = ''
    })
    await page.locator('#sign').click()
    await expect(page.locator('#signature')).toHaveText(/^0x[0-9a-f]{130}$/)
    const signature = (await page.locator('#signature').textContent()) as Hex
    expect(
      await verifyMessage({ address: signer.address, message: 'Hello from a strict CSP page', signature }),
    ).toBe(true)
    await expect(page.locator('#error')).toHaveText('')
  }
  await sign()
  expect(await violations()).toEqual([])

  await page.reload()
  await waitReady(page)
  await expect(page.locator('#status')).toHaveText('connected')
  await expect(page.locator('#address')).toHaveText(signer.address)
  await expect(page.locator('iframe[data-airlock-frame]')).toHaveCSS('opacity', '0')
  await sign()
  // Restored without asking the wallet to connect again.
  const methods = (await walletRequests(page)).map((r) => r.method)
  expect(methods).toContain('personal_sign')
  expect(methods).not.toContain('eth_requestAccounts')

  expect(await violations()).toEqual([])
  expect(errors).toEqual([])

  // The policy is enforced and the listener hears it: the page itself may not call anvil.
  await page.evaluate((rpc) => fetch(rpc).catch(() => undefined), urls.anvil)
  await expect.poll(violations).toEqual([expect.objectContaining({ directive: 'connect-src' })])
})
