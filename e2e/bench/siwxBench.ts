/**
 * `npm run bench:siwx`: Sign In With X on the real stack in headless Chromium, the test wallet signing
 * at once. Not a test: it prints numbers and asserts nothing.
 * - wallet row clicked -> the sign-in view (connect, then the session check)
 * - Sign clicked -> the session kept and the modal closed (message, signature, viem verification)
 * - wallet row clicked -> the demo's server answering "signed in as" (the whole way, Sign clicked at once)
 */
import { join } from 'node:path'
import { chromium } from 'playwright-core'
import { startStack } from '../../scripts/stack.ts'
import { bundleTestWallet } from '../wallets/bundleTestWallet.ts'
import { chromiumArgs, chromiumPath } from './chromium.ts'
import { summarize } from './summarize.ts'

const RUNS = 7
const bundle = join(import.meta.dirname, '..', '.cache', 'bench-testWallet.js')
await bundleTestWallet(bundle)
const stack = await startStack({
  demoPort: 27173,
  modalPort: 27174,
  cloudPort: 27787,
  anvilPort: 27545,
  devWalletPort: 27176,
  walletPort: 27175,
  mailSmtpPort: 27525,
  mailboxPort: 27177,
  oidcPort: 27178,
})
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs })
const toView: number[] = []
const toSession: number[] = []
const toServer: number[] = []
try {
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext()
    const page = await context.newPage()
    await page.addInitScript(
      `window.__TEST_WALLET__ = ${JSON.stringify({
        privateKey: '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a',
        rpcUrl: stack.urls.anvil,
        chainId: 31337,
      })}`,
    )
    await page.addInitScript({ path: bundle })
    await page.goto(`${stack.urls.demo}/siwx.html`)
    await page.waitForFunction('window.airlock?.getState().initialized === true')
    await page.evaluate('window.airlock.open()')
    const modal = page.frameLocator('iframe[data-airlock-frame]')
    const row = modal.locator('[data-testid="wallet-row"][data-name="Airlock Test Wallet"]')
    await row.waitFor()
    const clicked = Date.now()
    await row.click()
    await modal.locator('[data-testid="siwx-sign-button"]').waitFor()
    const shown = Date.now()
    await modal.locator('[data-testid="siwx-sign-button"]').click()
    await page.waitForFunction('window.airlock.getState().open === false')
    const kept = Date.now()
    await page.waitForFunction(() =>
      document.getElementById('signed-in')?.textContent?.startsWith('signed in as'),
    )
    const server = Date.now()
    toView.push(shown - clicked)
    toSession.push(kept - shown)
    toServer.push(server - clicked)
    await context.close()
  }
  const line = (name: string, samples: number[]) => {
    const s = summarize(samples)
    console.log(`${name}, ${samples.length} runs: median ${s.median} ms (min ${s.min}, max ${s.max})`)
  }
  line('wallet row clicked -> sign-in view', toView)
  line('Sign clicked -> session kept, modal closed', toSession)
  line('wallet row clicked -> demo server says signed in (Sign clicked at once)', toServer)
} finally {
  await browser.close()
  await stack.stop()
}
