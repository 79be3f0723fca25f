import { join } from 'node:path'
import { serveApp } from '../fixtures/apps/serveApp.ts'
import { prepareAdapterApps } from '../fixtures/packaged/adapterApps.ts'
import { expectSends, expectSigns, watchConsole } from '../fixtures/packaged/appPage.ts'
import { builtRoutes } from '../fixtures/packaged/packagedApps.ts'
import { sparePort } from '../fixtures/ports.ts'
import { accounts, connect, expect, injectWallet, modal, test, waitReady } from '../fixtures/test.ts'

// AppKit's ethers 6 and ethers 5 examples, built from the packed tarball: `useAppKitProvider('eip155')`
// wrapped in BrowserProvider / ethers.providers.Web3Provider, as AppKit's examples do.
const apps = { ethers6: sparePort(62), ethers5: sparePort(63) }
const servers: Awaited<ReturnType<typeof serveApp>>[] = []
const served: Record<string, string> = {}

test.beforeAll(async () => {
  test.setTimeout(600_000)
  const { root } = await prepareAdapterApps()
  for (const [app, port] of Object.entries(apps)) {
    const server = await serveApp(port, builtRoutes(join(root, app, 'dist')))
    servers.push(server)
    served[app] = server.url
  }
})
test.afterAll(async () => {
  for (const server of servers) await server.close()
})

const MESSAGE = 'Hello from AppKit with ethers'

for (const [app, index] of [
  ['ethers6', 0],
  ['ethers5', 1],
] as const) {
  test(`AppKit's ${app} example signs, sends on anvil and survives a reload`, async ({ page }) => {
    const problems = watchConsole(page)
    const wallet = accounts[index]
    await injectWallet(page, wallet.privateKey)
    await page.goto(`${served[app]}/`)
    await waitReady(page)
    await connect(page)
    await expect(page.locator('#address')).toHaveText(wallet.address)
    await modal(page).locator('[data-testid="header-close"]').click()

    await expectSigns(page, wallet.address, MESSAGE)
    await expectSends(page, wallet.address)

    await page.reload()
    await expect(page.locator('#status')).toHaveText('connected')
    await expect(page.locator('#address')).toHaveText(wallet.address)
    await waitReady(page)
    await expectSigns(page, wallet.address, MESSAGE)
    await expect(page.locator('#error')).toHaveText('')
    expect(problems).toEqual([])
  })
}
