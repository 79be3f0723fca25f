/**
 * `npm run bench:swap`: Swap on the real stack (the devnet's Uniswap V2 pools, the cloud's quotes) in
 * headless Chromium, the test wallet sending at once. Not a test: it prints numbers and asserts nothing.
 * - an amount typed -> its quote shown (the form's 500 ms debounce included, as a visitor waits it)
 * - Swap clicked in the preview -> 'Swap completed' (built by the cloud, sent, mined on anvil)
 */
import { join } from 'node:path'
import { chromium } from 'playwright-core'
import { startStack } from '../../scripts/stack.ts'
import { bundleTestWallet } from '../wallets/bundleTestWallet.ts'
import { chromiumArgs, chromiumPath } from './chromium.ts'
import { summarize } from './summarize.ts'

const QUOTES = 15
const SWAPS = 7
const bundle = join(import.meta.dirname, '..', '.cache', 'bench-testWallet.js')
await bundleTestWallet(bundle)
const stack = await startStack({
  demoPort: 28173,
  modalPort: 28174,
  cloudPort: 28787,
  anvilPort: 28545,
  devWalletPort: 28176,
  walletPort: 28175,
  mailSmtpPort: 28525,
  mailboxPort: 28177,
  oidcPort: 28178,
  solanaPort: 28899,
})
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs })
const toQuote: number[] = []
const toMined: number[] = []
try {
  const page = await (await browser.newContext()).newPage()
  await page.addInitScript(
    `window.__TEST_WALLET__ = ${JSON.stringify({
      privateKey: '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
      rpcUrl: stack.urls.anvil,
      chainId: 31337,
    })}`,
  )
  await page.addInitScript({ path: bundle })
  await page.goto(`${stack.urls.demo}/`)
  await page.waitForFunction('window.airlock?.getState().initialized === true')
  await page.evaluate('window.airlock.open()')
  const modal = page.frameLocator('iframe[data-airlock-frame]')
  await modal.locator('[data-testid="wallet-row"][data-name="Airlock Test Wallet"]').click()
  await modal.locator('[data-testid="token-row"]').first().waitFor()
  const openSwap = async () => {
    await modal.locator('[data-testid="account-swaps"]').click()
    if ((await modal.locator('[data-testid="swap-to"]').getAttribute('data-symbol')) !== 'USDC') {
      await modal.locator('[data-testid="swap-to-token"]').click()
      await modal.locator('[data-testid="swap-token-option"][data-symbol="USDC"]').click()
    }
  }
  await openSwap()
  const toAmount = modal.locator('[data-testid="swap-to-amount"]')
  // The modal's own frame (another origin): the quote is watched from inside it, once a frame.
  const frame = page.frames().find((f) => f.url().startsWith(stack.urls.modal))
  if (!frame) throw new Error('modal frame not found')
  for (let run = 0; run < QUOTES; run++) {
    const amount = `0.${String(run + 11)}`
    const before = await toAmount.inputValue()
    const typed = Date.now()
    await modal.locator('[data-testid="swap-from-amount"]').fill(amount)
    await frame.waitForFunction(
      (previous) => {
        const value = (document.querySelector('[data-testid="swap-to-amount"]') as HTMLInputElement | null)
          ?.value
        const ready = document.querySelector('[data-testid="swap-review"]')?.textContent === 'Review swap'
        return ready && value && value !== previous
      },
      before,
      { polling: 'raf' },
    )
    toQuote.push(Date.now() - typed)
  }
  for (let run = 0; run < SWAPS; run++) {
    await modal.locator('[data-testid="swap-from-amount"]').fill(`0.0${run + 1}`)
    await modal.locator('[data-testid="swap-review"]:text-is("Review swap")').click()
    await modal.locator('[data-testid="swap-confirm"]').waitFor()
    const confirmed = Date.now()
    await modal.locator('[data-testid="swap-confirm"]').click()
    await modal.locator('[data-testid="snackbar"]:text-is("Swap completed")').waitFor()
    toMined.push(Date.now() - confirmed)
    await modal.locator('[data-testid="snackbar"]').waitFor({ state: 'detached' })
    await openSwap()
  }
  const line = (name: string, samples: number[]) => {
    const s = summarize(samples)
    console.log(`${name}, ${samples.length} runs: median ${s.median} ms (min ${s.min}, max ${s.max})`)
  }
  line('amount typed -> its quote shown (500 ms debounce included)', toQuote)
  line('Swap clicked -> swap mined, "Swap completed"', toMined)
} finally {
  await browser.close()
  await stack.stop()
}
