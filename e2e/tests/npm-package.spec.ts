import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { serveApp } from '../fixtures/apps/serveApp.ts'
import { watchConsole } from '../fixtures/packaged/appPage.ts'
import {
  builtRoutes,
  type PackagedApps,
  preparePackagedApps,
  startSsrServer,
} from '../fixtures/packaged/packagedApps.ts'
import { sparePort } from '../fixtures/ports.ts'
import { accounts, connect, expect, injectWallet, test, waitReady } from '../fixtures/test.ts'

let apps: PackagedApps
let viteApp: Awaited<ReturnType<typeof serveApp>>
let ssrApp: Awaited<ReturnType<typeof startSsrServer>>

test.beforeAll(async () => {
  // npm pack + install + two Vite builds on a cold cache; a warm run reuses the built folder.
  test.setTimeout(300_000)
  apps = await preparePackagedApps()
  viteApp = await serveApp(sparePort(50), builtRoutes(join(apps.root, 'vite', 'dist')))
  ssrApp = await startSsrServer(apps.root, sparePort(51))
})
test.afterAll(async () => {
  await viteApp?.close()
  await ssrApp?.close()
})

test('the packed package installs alone: no workspace dependency, types and JS from dist', () => {
  const manifest = apps.installedManifest
  expect(manifest.private).toBeUndefined()
  expect(manifest.dependencies ?? {}).not.toHaveProperty('@airlock/shared-protocol')
  // Tree-shakeable, but for the entry whose import defines AppKit's elements (`import '@airlock/host-sdk/buttons'`).
  expect(manifest.sideEffects).toEqual(['./dist/buttons.js'])
  const installed = join(apps.root, 'node_modules', '@airlock', 'host-sdk')
  for (const entry of ['index', 'react', 'networks']) {
    const types = readFileSync(join(installed, 'dist', `${entry}.d.ts`), 'utf8')
    expect(types).not.toMatch(/@airlock\/shared-protocol|from ['"]zod['"]/)
    expect(readFileSync(join(installed, 'dist', `${entry}.js`), 'utf8')).not.toContain(
      '@airlock/shared-protocol',
    )
  }
  // Nothing from the workspace's sources was packed.
  expect(() => readFileSync(join(installed, 'src', 'index.ts'))).toThrow()
  // npm had nothing to say about the packages (its notes on this machine's own npm config aside).
  const npmWarnings = apps.installLog
    .split('\n')
    .filter((line) => /warn|ERR/i.test(line) && !/Unknown (user|env|project|global) config/.test(line))
  expect(npmWarnings).toEqual([])
  expect(apps.buildLog.trim()).toBe('')
})

test('a fresh Vite React app with the tarball connects the browser wallet', async ({ page }) => {
  const problems = watchConsole(page)
  const wallet = accounts[0]
  await injectWallet(page, wallet.privateKey)
  await page.goto(`${viteApp.url}/`)
  await expect(page.locator('#status')).toHaveText('disconnected')
  await expect(page.locator('#chain')).toHaveText('31337')
  await waitReady(page)
  await connect(page)
  await expect(page.locator('#address')).toHaveText(wallet.address)
  expect(problems).toEqual([])
})

test('a server-rendered app hydrates without a mismatch, then connects', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' })
  // The server's own render: createAppKit ran at module scope under Node, the hooks disconnected.
  const html = await (await fetch(`http://127.0.0.1:${new URL(ssrApp.url).port}/`)).text()
  expect(html).toContain('<p id="status">disconnected</p>')
  expect(html).toContain('<p id="chain">31337</p>')
  expect(html).toContain('<p id="theme">dark</p>')

  const problems = watchConsole(page)
  const wallet = accounts[1]
  await injectWallet(page, wallet.privateKey)
  await page.goto(`${ssrApp.url}/`)
  // Hydrated with the server's markup, then re-rendered with the browser's state.
  await expect(page.locator('#theme')).toHaveText('light')
  await waitReady(page)
  await connect(page)
  await expect(page.locator('#address')).toHaveText(wallet.address)
  expect(problems).toEqual([])
  expect(ssrApp.stderr()).toBe('')
})
