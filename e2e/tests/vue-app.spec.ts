import type { Page } from '@playwright/test'
import { type Hex, parseEther, verifyMessage } from 'viem'
import { serveApp } from '../fixtures/apps/serveApp.ts'
import { builtRoutes } from '../fixtures/packaged/packagedApps.ts'
import { preparePackagedVueApp } from '../fixtures/packaged/packagedVue.ts'
import { sparePort } from '../fixtures/ports.ts'
import {
  accounts,
  connect,
  expect,
  injectWallet,
  modal,
  publicClient,
  test,
  waitReady,
} from '../fixtures/test.ts'

let vueApp: Awaited<ReturnType<typeof serveApp>>

test.beforeAll(async () => {
  // npm pack + install + a Vite build on a cold cache; a warm run reuses the built folder.
  test.setTimeout(300_000)
  vueApp = await serveApp(sparePort(72), builtRoutes(await preparePackagedVueApp()))
})
test.afterAll(async () => {
  await vueApp?.close()
})

function watchConsole(page: Page) {
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`${message.type()}: ${message.text()}`)
  })
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`))
  return problems
}

test("AppKit's Vue example on the packed package connects, signs, sends on anvil and survives a reload", async ({
  page,
}) => {
  const problems = watchConsole(page)
  const [sender, receiver] = [accounts[0], accounts[1]]
  await injectWallet(page, sender.privateKey)
  await page.goto(`${vueApp.url}/`)
  await expect(page.locator('#status')).toHaveText('disconnected')
  await expect(page.locator('#chain')).toHaveText('31337')
  await expect(page.locator('#provider')).toHaveText('')
  await waitReady(page)

  await connect(page)
  await expect(page.locator('#address')).toHaveText(sender.address)
  await expect(page.locator('#provider')).toHaveText('eip155')
  await modal(page).locator('[data-testid="header-close"]').click()
  // useAppKitEvents, re-rendered on each of the modal's events.
  await expect(page.locator('#events')).toHaveText('MODAL_OPEN,CONNECT_SUCCESS,MODAL_CLOSE')

  await page.locator('#sign').click()
  await expect(page.locator('#signature')).toHaveText(/^0x[0-9a-f]{130}$/)
  const signature = (await page.locator('#signature').textContent()) as Hex
  expect(await verifyMessage({ address: sender.address, message: 'Hello from AppKit Vue', signature })).toBe(
    true,
  )

  const receiverBefore = await publicClient.getBalance({ address: receiver.address })
  await page.locator('#to').fill(receiver.address)
  await page.locator('#send').click()
  await expect(page.locator('#tx-hash')).toHaveText(/^0x[0-9a-f]{64}$/)
  const hash = (await page.locator('#tx-hash').textContent()) as Hex
  expect((await publicClient.waitForTransactionReceipt({ hash })).status).toBe('success')
  expect(await publicClient.getBalance({ address: receiver.address })).toBe(
    receiverBefore + parseEther('0.01'),
  )

  // A reload lands connected on Airlock again, with no click.
  await page.reload()
  await expect(page.locator('#status')).toHaveText('connected')
  await expect(page.locator('#address')).toHaveText(sender.address)
  await expect(page.locator('#provider')).toHaveText('eip155')
  await expect(page.locator('#error')).toHaveText('')
  expect(problems).toEqual([])
})
