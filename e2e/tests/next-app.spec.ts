import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { connectInExampleApp, expectSends, expectSigns, watchConsole } from '../fixtures/packaged/appPage.ts'
import { prepareNextApp, startNextApp } from '../fixtures/packaged/nextApp.ts'
import { sparePort } from '../fixtures/ports.ts'
import { accounts, expect, modal, test, waitReady } from '../fixtures/test.ts'

// AppKit's Next.js App Router wagmi example (cookieStorage, `ssr: true`, the layout handing the
// request's cookies to cookieToInitialState), imports changed, built by `next build` from the
// packed tarball and served by `next start`.
let root: string
let server: Awaited<ReturnType<typeof startNextApp>>

test.beforeAll(async () => {
  // npm pack + install (Next, wagmi and TanStack Query may come from the registry) + `next build`.
  test.setTimeout(900_000)
  root = (await prepareNextApp()).root
  server = await startNextApp(root, sparePort(80))
})
test.afterAll(async () => {
  await server?.close()
})

/** The server's render of `/` for a request carrying `cookie` (none: a first visit). */
async function serverHtml(cookie?: string) {
  const response = await fetch(`http://127.0.0.1:${new URL(server.url).port}/`, {
    headers: cookie ? { cookie } : {},
  })
  expect(response.status).toBe(200)
  return response.text()
}

const MESSAGE = 'Hello from AppKit with wagmi'

test("AppKit's Next.js wagmi example: the server renders the connection from the cookie, the reload hydrates it on Airlock", async ({
  page,
}) => {
  const first = await serverHtml()
  expect(first).toContain('<p id="status">disconnected</p>')
  expect(first).toContain('<p id="address"></p>')
  expect(first).toContain('<appkit-button')
  console.log(`first-load JS of / (gzip): ${firstLoadGzip(first)} B`)

  const problems = watchConsole(page)
  const wallet = accounts[3]
  await connectInExampleApp(page, `${server.url}/`, wallet)
  await modal(page).locator('[data-testid="header-close"]').click()

  // wagmi's cookieStorage wrote the connection; Next's layout renders it from the request's cookie.
  const cookies = await page.context().cookies(server.url)
  expect(cookies.map((cookie) => cookie.name)).toContain('wagmi.store')
  const html = await serverHtml(cookies.map(({ name, value }) => `${name}=${value}`).join('; '))
  // wagmi's state from a cookie is `reconnecting` until the browser's reconnect completes it.
  expect(html).toContain('<p id="status">reconnecting</p>')
  expect(html).toContain(`<p id="address">${wallet.address}</p>`)
  expect(html).toContain('<p id="connector">airlock</p>')
  expect(html).toContain('<p id="chain">31337</p>')

  // The reload hydrates that markup with no warning, then acts on Airlock's connection.
  await page.reload()
  await expect(page.locator('#status')).toHaveText('connected')
  await expect(page.locator('#connector')).toHaveText('airlock')
  await expect(page.locator('#address')).toHaveText(wallet.address)
  await waitReady(page)
  await expectSigns(page, wallet.address, MESSAGE)
  await expectSends(page, wallet.address)
  // The element from the buttons entry shows the same account.
  await expect(page.locator('appkit-button')).toContainText(
    `${wallet.address.slice(0, 6)}…${wallet.address.slice(-6)}`,
  )
  expect(problems).toEqual([])
  expect(server.stderr()).toBe('')
})

/** The gzipped size of the page's own scripts under /_next/static, as `next build` wrote them. */
function firstLoadGzip(html: string) {
  const scripts = new Set([...html.matchAll(/\/_next\/static\/[^"'\s]+?\.js/g)].map(([path]) => path))
  let total = 0
  for (const path of scripts) {
    const file = join(root, 'next', '.next', 'static', path.slice('/_next/static/'.length))
    total += gzipSync(readFileSync(file)).length
  }
  return total
}
