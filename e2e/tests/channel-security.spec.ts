import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { sparePort } from '../fixtures/ports.ts'
import { type ServedPage, servePage } from '../fixtures/servePage.ts'
import { accounts, expect, injectWallet, modal, modalFrame, test, urls, waitReady } from '../fixtures/test.ts'

const HOSTILE_PORT = sparePort(9)
const hostileUrl = `http://evil.localhost:${HOSTILE_PORT}/`
let hostile: ServedPage

test.beforeAll(async () => {
  const html = readFileSync(join(import.meta.dirname, '..', 'fixtures', 'hostileFrame.html'), 'utf8')
  hostile = await servePage(HOSTILE_PORT, () => html)
})
test.afterAll(() => hostile.close())

interface Diagnostics {
  stats: {
    accepted: number
    dropped: Record<'foreignSource' | 'foreignOrigin' | 'malformed' | 'duplicate', number>
  }
  snapshot: Record<string, unknown>
}
const diagnostics = (page: import('@playwright/test').Page) =>
  modalFrame(page).evaluate(() =>
    (window as unknown as { __airlockDiagnostics(): Diagnostics }).__airlockDiagnostics(),
  )

test('the modal drops and counts messages from a hostile frame and malformed ones from the host', async ({
  page,
}) => {
  await injectWallet(page, accounts[0].privateKey)
  await page.goto(`${urls.demo}/`)
  await waitReady(page)
  const before = await diagnostics(page)
  expect(before.stats.accepted).toBeGreaterThan(0)

  // A frame of a third origin inside the host page.
  const sent = page.evaluate(
    (src) =>
      new Promise<number>((resolve) => {
        window.addEventListener('message', (event) => {
          if (typeof event.data?.hostileSent === 'number') resolve(event.data.hostileSent)
        })
        const frame = document.createElement('iframe')
        frame.src = src
        document.body.appendChild(frame)
      }),
    hostileUrl,
  )
  expect(await sent).toBeGreaterThanOrEqual(4)
  await expect
    .poll(async () => (await diagnostics(page)).stats.dropped.foreignSource)
    .toBeGreaterThanOrEqual(before.stats.dropped.foreignSource + 4)

  // The host page itself (right source, right origin) posting junk and a second handshake.
  await page.evaluate(() => {
    const target = (document.querySelector('iframe[data-airlock-frame]') as HTMLIFrameElement)
      .contentWindow as Window
    const origin = new URL((document.querySelector('iframe[data-airlock-frame]') as HTMLIFrameElement).src)
      .origin
    target.postMessage('junk', origin)
    target.postMessage({ type: 'airlock:connect', version: 99 }, origin)
    target.postMessage({ type: 'airlock:connect', version: 1, options: { projectId: 'x' } }, origin)
    const a = new MessageChannel()
    const b = new MessageChannel()
    const options = {
      projectId: 'evil',
      networks: [
        {
          id: 1,
          caipNetworkId: 'eip155:1',
          chainNamespace: 'eip155',
          name: 'E',
          nativeCurrency: { name: 'E', symbol: 'E', decimals: 18 },
          rpcUrls: { default: { http: ['https://evil.example'] } },
        },
      ],
      sdkVersion: '1',
      sdkType: 'x',
    }
    target.postMessage({ type: 'airlock:connect', version: 1, options }, origin, [a.port2, b.port2])
  })
  await expect
    .poll(async () => (await diagnostics(page)).stats.dropped.malformed)
    .toBeGreaterThanOrEqual(before.stats.dropped.malformed + 3)
  await expect
    .poll(async () => (await diagnostics(page)).stats.dropped.duplicate)
    .toBe(before.stats.dropped.duplicate + 1)

  // Nothing changed, and the real channel still works.
  const after = await diagnostics(page)
  expect(after.snapshot).toEqual(before.snapshot)
  await page.locator('#open').click()
  await expect(modal(page).locator('[data-testid="airlock-modal"]')).toHaveAttribute('data-view', 'Connect')
  await expect(
    modal(page).locator('[data-testid="wallet-row"][data-name="Airlock Test Wallet"]'),
  ).toBeVisible()
})

test('bad arguments over the port are refused with an error and change nothing', async ({ page }) => {
  await injectWallet(page, accounts[0].privateKey)
  await page.goto(`${urls.demo}/`)
  await waitReady(page)
  const before = await diagnostics(page)
  const result = await page.evaluate(async () => {
    const airlock = (
      window as unknown as {
        airlock: { open(p: unknown): Promise<void>; setThemeVariables(v: unknown): void }
      }
    ).airlock
    try {
      await airlock.open({ view: 'NoSuchView' })
      return 'resolved'
    } catch (error) {
      return (error as Error).message
    }
  })
  expect(result).toMatch(/Invalid arguments for open/)
  await expect
    .poll(async () => (await diagnostics(page)).stats.dropped.malformed)
    .toBe(before.stats.dropped.malformed + 1)
  const after = await diagnostics(page)
  expect(after.snapshot.open).toBe(false)
  await expect(page.locator('iframe[data-airlock-frame]')).toHaveCSS('opacity', '0')
})
