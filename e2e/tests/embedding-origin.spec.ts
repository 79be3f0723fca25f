import { readFileSync } from 'node:fs'
import { sparePort } from '../fixtures/ports.ts'
import { type ServedPage, servePage } from '../fixtures/servePage.ts'
import { accounts, expect, injectWallet, modal, test, urls, walletRequests } from '../fixtures/test.ts'

const { projects } = JSON.parse(
  readFileSync(new URL('../../cloud/projects.json', import.meta.url), 'utf8'),
) as { projects: Record<string, { allowedOrigins: string[] }> }

// A page on an origin the demo project does not allow.
const evilPort = sparePort(1)
const evil = `http://evil.localhost:${evilPort}`

/** A host page using the two-line include, for `projectId`. */
const hostPage = (projectId: string) => `<!doctype html><html><body>
<script src="${urls.modal}/airlock.js"></script>
<script>
  window.airlock = Airlock.createAppKit({ projectId: '${projectId}', networks: [{ ...Airlock.networks.anvil, rpcUrls: { default: { http: ['${urls.anvil}'] } } }] })
  window.openResult = airlock.open().then(() => 'opened', (error) => error.message)
</script></body></html>`

let page: ServedPage
test.beforeAll(async () => {
  page = await servePage(evilPort, (path) =>
    hostPage(path === '/unknown' ? 'no-such-project' : 'airlock-demo'),
  )
})
test.afterAll(() => page.close())

test("the browser refuses to show the modal in a page off the project's allowlist", async ({ page: tab }) => {
  await injectWallet(tab, accounts[0].privateKey)
  const document = tab.waitForResponse((r) => r.url().startsWith(`${urls.modal}/?projectId=airlock-demo`))
  await tab.goto(`${evil}/`)
  // The modal's server names the project's origins; the page's origin is not among them.
  expect((await document).headers()['content-security-policy']).toBe(
    `frame-ancestors ${projects['airlock-demo']?.allowedOrigins.join(' ')}`,
  )
  // open() fails with a message that says what to fix, instead of hanging.
  await expect
    .poll(() => tab.evaluate(() => (window as unknown as { openResult: Promise<string> }).openResult), {
      timeout: 30_000,
    })
    .toMatch(/did not load: is http:\/\/evil\.localhost:\d+ an allowed origin of project 'airlock-demo'/)
  expect(
    await tab.evaluate(
      () =>
        (window as unknown as { airlock: { getState(): { initialized: boolean } } }).airlock.getState()
          .initialized,
    ),
  ).toBe(false)
  expect(await walletRequests(tab)).toEqual([])
})

test("a page naming an unknown project sees 'Invalid App Configuration' and connects nothing", async ({
  page: tab,
}) => {
  await injectWallet(tab, accounts[0].privateKey)
  // No project's origins to name: the modal loads anywhere, says so, and stays inert.
  const document = tab.waitForResponse((r) => r.url().startsWith(`${urls.modal}/?projectId=no-such-project`))
  await tab.goto(`${evil}/unknown`)
  expect((await document).headers()['content-security-policy']).toBe('frame-ancestors *')
  await expect
    .poll(() => tab.evaluate(() => (window as unknown as { openResult: Promise<string> }).openResult))
    .toBe('opened')
  const alert = modal(tab).locator('[data-testid="alert"]')
  await expect(alert).toContainText('Invalid App Configuration')
  // Every way in is shut, the alert saying why; the directory's refusal adds no raw 'HTTP status code: 401'.
  for (const way of [
    '[data-testid="wallet-row"][data-name="Airlock Test Wallet"]',
    '[data-testid="walletconnect"]',
    '[data-testid="all-wallets"]',
    '[data-testid="email-input"]',
    '[data-testid="social-google"]',
  ])
    await expect(modal(tab).locator(way)).toBeDisabled()
  await expect(modal(tab).locator('[data-testid="directory-error"]')).toHaveCount(0)
  await expect(modal(tab).getByText(/HTTP status code/)).toHaveCount(0)
  await expect(alert).toBeVisible()
  expect(await walletRequests(tab)).toEqual([])
  const account = await tab.evaluate(() =>
    (window as unknown as { airlock: { getAccount(): { isConnected: boolean } } }).airlock.getAccount(),
  )
  expect(account.isConnected).toBe(false)
})
