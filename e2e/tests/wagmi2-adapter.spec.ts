import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { serveApp } from '../fixtures/apps/serveApp.ts'
import { connectInExampleApp, expectSends, expectSigns, watchConsole } from '../fixtures/packaged/appPage.ts'
import { builtRoutes } from '../fixtures/packaged/packagedApps.ts'
import { prepareWagmi2Apps } from '../fixtures/packaged/wagmi2Apps.ts'
import { sparePort } from '../fixtures/ports.ts'
import { accounts, expect, modal, test, waitReady } from '../fixtures/test.ts'

// AppKit's wagmi React example, unchanged but for the imports, on wagmi 2 (host-sdk's peer range
// takes both majors).
let root: string
let app: Awaited<ReturnType<typeof serveApp>>

test.beforeAll(async () => {
  // npm pack + install (wagmi 2 and its core may come from the registry) + a Vite build.
  test.setTimeout(600_000)
  root = (await prepareWagmi2Apps()).root
  app = await serveApp(sparePort(81), builtRoutes(join(root, 'wagmi-react', 'dist')))
})
test.afterAll(async () => {
  await app?.close()
})

const installed = (name: string) =>
  (JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8')) as { version: string })
    .version

test("AppKit's wagmi React example on wagmi 2: wagmi's hooks sign and send through the modal, and a reload lands on Airlock", async ({
  page,
}) => {
  // The app really runs wagmi 2: its hooks and the core the adapter builds the config with.
  expect(installed('wagmi')).toMatch(/^2\./)
  expect(installed('@wagmi/core')).toMatch(/^2\./)
  const problems = watchConsole(page)
  const wallet = accounts[2]
  await connectInExampleApp(page, `${app.url}/`, wallet)
  await expect(page.locator('#chain')).toHaveText('31337')
  await modal(page).locator('[data-testid="header-close"]').click()
  await expectSigns(page, wallet.address, 'Hello from AppKit with wagmi')
  await expectSends(page, wallet.address)

  // wagmi 2's reconnect on a reload finds Airlock's connector, not the page's browser wallet.
  await page.reload()
  await expect(page.locator('#status')).toHaveText('connected')
  await expect(page.locator('#connector')).toHaveText('airlock')
  await expect(page.locator('#address')).toHaveText(wallet.address)
  await waitReady(page)
  await expectSigns(page, wallet.address, 'Hello from AppKit with wagmi')
  expect(problems).toEqual([])
})
