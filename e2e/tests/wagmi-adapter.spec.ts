import { join } from 'node:path'
import type { Page } from '@playwright/test'
import type { Hex } from 'viem'
import { tokenBalance, usdc } from '../fixtures/account.ts'
import { serveApp } from '../fixtures/apps/serveApp.ts'
import { freshEmail, logIn, walletFrame } from '../fixtures/embedded.ts'
import { prepareAdapterApps } from '../fixtures/packaged/adapterApps.ts'
import { connectInExampleApp, expectSends, expectSigns, watchConsole } from '../fixtures/packaged/appPage.ts'
import { builtRoutes, startSsrServer } from '../fixtures/packaged/packagedApps.ts'
import { sparePort } from '../fixtures/ports.ts'
import {
  accounts,
  connect,
  expect,
  injectWallet,
  modal,
  pairingUri,
  publicClient,
  test,
  urls,
  waitReady,
} from '../fixtures/test.ts'
import { createWalletConnectWallet } from '../wallets/walletConnectWallet.ts'

// AppKit's documented wagmi apps, built from the packed tarball with wagmi 3: the Vite React app and
// the Next.js pattern (cookieStorage, ssr: true, cookieToInitialState) on a plain Node server.
let root: string
let reactApp: Awaited<ReturnType<typeof serveApp>>
let ssrApp: Awaited<ReturnType<typeof startSsrServer>>

test.beforeAll(async () => {
  // npm pack + install (wagmi, TanStack Query and ethers 5 may come from the registry) + four builds.
  test.setTimeout(600_000)
  root = (await prepareAdapterApps()).root
  reactApp = await serveApp(sparePort(60), builtRoutes(join(root, 'wagmi-react', 'dist')))
  ssrApp = await startSsrServer(root, sparePort(61), 'wagmi-ssr')
})
test.afterAll(async () => {
  await reactApp?.close()
  await ssrApp?.close()
})

const MESSAGE = 'Hello from AppKit with wagmi'
const airlock = (page: Page) =>
  page.evaluate(() => {
    const appKit = (
      window as unknown as { airlock: { getAccount(): { isConnected: boolean }; getChainId(): unknown } }
    ).airlock
    return { connected: appKit.getAccount().isConnected, chainId: appKit.getChainId() }
  })

test("AppKit's wagmi React example: wagmi's hooks act through the modal's connection, and a reload lands on Airlock", async ({
  page,
}) => {
  const problems = watchConsole(page)
  const wallet = accounts[2]
  // Connected in AppKit's modal (the page's browser wallet picked there): wagmi follows.
  await connectInExampleApp(page, `${reactApp.url}/?token=${usdc.address}`, wallet, { chains: [11155111] })
  await expect(page.locator('#chain')).toHaveText('31337')
  await expect(page.locator('#balance')).not.toHaveText('')
  // useReadContract: the devnet's USDC balance of the connected account, as anvil has it.
  await expect(page.locator('#token-balance')).toHaveText(
    String(await tokenBalance(usdc.address, wallet.address)),
  )
  await modal(page).locator('[data-testid="header-close"]').click()

  await expectSigns(page, wallet.address, MESSAGE)
  // useSendTransaction: mined on anvil, from the connected account.
  await expectSends(page, wallet.address)

  // useSwitchChain moves the modal; the modal's switch moves wagmi.
  await page.locator('#to-sepolia').click()
  await expect(page.locator('#chain')).toHaveText('11155111')
  await expect.poll(async () => (await airlock(page)).chainId).toBe(11155111)
  await page.evaluate(() =>
    (
      window as unknown as { airlock: { switchNetwork(n: { caipNetworkId: string }): Promise<void> } }
    ).airlock.switchNetwork({ caipNetworkId: 'eip155:31337' }),
  )
  await expect(page.locator('#chain')).toHaveText('31337')

  // A reload: wagmi's reconnect finds Airlock's connector, not the page's browser wallet.
  await page.reload()
  await expect(page.locator('#status')).toHaveText('connected')
  await expect(page.locator('#connector')).toHaveText('airlock')
  await expect(page.locator('#address')).toHaveText(wallet.address)
  await waitReady(page)
  await expectSigns(page, wallet.address, MESSAGE)

  // wagmi's disconnect ends the modal's connection; a connection ended in the modal ends wagmi's.
  await page.locator('#disconnect').click()
  await expect(page.locator('#status')).toHaveText('disconnected')
  await expect.poll(async () => (await airlock(page)).connected).toBe(false)
  await connect(page)
  await modal(page).locator('[data-testid="header-close"]').click()
  await page.evaluate(() =>
    (window as unknown as { airlock: { disconnect(): Promise<void> } }).airlock.disconnect(),
  )
  await expect(page.locator('#status')).toHaveText('disconnected')
  await expect(page.locator('#address')).toHaveText('')
  // Only the modal's own balance read on Sepolia, which this run's cloud has no upstream to proxy to.
  const sepoliaProxy = `${urls.cloud}/v1/?chainId=eip155%3A11155111`
  expect(problems.filter((problem) => !problem.includes(`(${sepoliaProxy}&`))).toEqual([])
})

test('wagmi acts through a WalletConnect wallet picked in the modal', async ({ page }) => {
  const problems = watchConsole(page)
  const account = accounts[1]
  const wallet = await createWalletConnectWallet(
    urls.cloud.replace('http', 'ws'),
    urls.anvil,
    account.privateKey,
  )
  try {
    await page.goto(`${reactApp.url}/`)
    await waitReady(page)
    await page.locator('#open').click()
    await modal(page).locator('[data-testid="walletconnect"]').click()
    await wallet.pair(await pairingUri(page))
    await expect(page.locator('#status')).toHaveText('connected')
    await expect(page.locator('#address')).toHaveText(account.address)
    await expect(page.locator('#connector')).toHaveText('airlock')
    await modal(page).locator('[data-testid="header-close"]').click()
    await expectSigns(page, account.address, MESSAGE)
    await expectSends(page, account.address)
    expect(problems).toEqual([])
  } finally {
    await wallet.close()
  }
})

test('wagmi acts through the email wallet, its signature approved in the wallet frame', async ({ page }) => {
  await page.goto(`${reactApp.url}/`)
  await waitReady(page)
  await logIn(page, freshEmail())
  await expect(page.locator('#connector')).toHaveText('airlock')
  await expect(page.locator('#address')).toHaveText(/^0x[0-9a-fA-F]{40}$/)
  const address = (await page.locator('#address').textContent()) as Hex
  await page.keyboard.press('Escape')
  // wagmi's signMessage opens the approval in the embedded wallet's frame: the visitor approves there.
  await page.locator('#sign').click()
  await walletFrame(page).locator('[data-testid="wallet-approve"]').click()
  await expect(page.locator('#signature')).toHaveText(/^0x[0-9a-f]{130,}$/)
  const signature = (await page.locator('#signature').textContent()) as Hex
  // The devnet's embedded user signs as its smart account: checked as a dApp checks one (ERC-6492/1271).
  expect(await publicClient.verifyMessage({ address, message: MESSAGE, signature })).toBe(true)
})

test("AppKit's Next.js wagmi pattern: the server renders the connected state from the cookie, with no hydration warning", async ({
  page,
}) => {
  const problems = watchConsole(page)
  const wallet = accounts[3]
  await injectWallet(page, wallet.privateKey)
  await page.goto(`${ssrApp.url}/`)
  await waitReady(page)
  await connect(page)
  await expect(page.locator('#address')).toHaveText(wallet.address)
  await modal(page).locator('[data-testid="header-close"]').click()

  // wagmi's cookieStorage wrote the connection; the server renders it from the request's cookie.
  const cookies = await page.context().cookies(ssrApp.url)
  expect(cookies.map((cookie) => cookie.name)).toContain('wagmi.store')
  const cookie = cookies.map(({ name, value }) => `${name}=${value}`).join('; ')
  const html = await (
    await fetch(`http://127.0.0.1:${new URL(ssrApp.url).port}/`, { headers: { cookie } })
  ).text()
  expect(html).toContain(`<p id="address">${wallet.address}</p>`)
  expect(html).toContain('<p id="connector">airlock</p>')
  expect(html).toContain('<p id="chain">31337</p>')

  // The browser's reload hydrates that markup, then lands connected on Airlock.
  await page.reload()
  await expect(page.locator('#status')).toHaveText('connected')
  await expect(page.locator('#connector')).toHaveText('airlock')
  await waitReady(page)
  await expectSigns(page, wallet.address, MESSAGE)
  expect(problems).toEqual([])
  expect(ssrApp.stderr()).toBe('')
})
