/**
 * `npm run bench:embedded`: the embedded wallet's figures, on the real stack in headless Chromium.
 * Not a test: it prints numbers and asserts nothing.
 * - submitting the email code -> the dApp sees the account connected
 * - page load (navigation start) -> the stored embedded session restored (the dApp sees it connected)
 * - Approve clicked in the wallet frame (once armed) -> the send mined on anvil
 */
import { chromium, type Page } from 'playwright-core'
import { createPublicClient, type Hex, http } from 'viem'
import { startStack } from '../../scripts/stack.ts'
import { chromiumArgs, chromiumPath } from './chromium.ts'
import { summarize } from './summarize.ts'

const RUNS = 5
const stack = await startStack({
  demoPort: 26173,
  modalPort: 26174,
  cloudPort: 26787,
  anvilPort: 26545,
  devWalletPort: 26176,
  walletPort: 26175,
  mailSmtpPort: 26525,
  mailboxPort: 26177,
  oidcPort: 26178,
})
const chain = createPublicClient({ transport: http(stack.urls.anvil) })

interface Mail {
  id: number
  to: string
  subject: string
  text: string
}

async function mailTo(to: string, subject: RegExp): Promise<Mail> {
  for (;;) {
    const mails = (await (await fetch(`${stack.urls.mailbox}/messages.json`)).json()) as Mail[]
    const found = mails.find((m) => m.to.includes(to) && subject.test(m.subject))
    if (found) return found
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

const modal = (page: Page) => page.frameLocator('iframe[data-airlock-frame]')
const walletFrame = (page: Page) => modal(page).frameLocator('iframe[data-testid="wallet-frame"]')
/** `performance.now()` in the page when `#status` first reads 'connected' (checked every frame). */
const connectedAt = (page: Page) =>
  page
    .waitForFunction(
      () => document.querySelector('#status')?.textContent === 'connected' && performance.now(),
      undefined,
      { polling: 'raf', timeout: 60_000 },
    )
    .then((handle) => handle.jsonValue() as Promise<number>)

const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs })
const codeToConnected: number[] = []
const loadToRestored: number[] = []
const approveToMined: number[] = []
try {
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext()
    const page = await context.newPage()
    await page.goto(`${stack.urls.demo}/`)
    await page.locator('#open').click()
    const email = `bench-${Date.now().toString(36)}-${run}@example.test`
    await modal(page).locator('[data-testid="email-input"]').fill(email)
    await modal(page).locator('[data-testid="email-submit"]').click()
    const approval = await mailTo(email, /Approve this device/)
    const link = await context.newPage()
    await link.goto(/https?:\/\/\S+verify-device\?token=\S+/.exec(approval.text)?.[0] ?? '')
    await link.close()
    const code = /\b(\d{6})\b/.exec((await mailTo(email, /Your Airlock code/)).subject)?.[1] ?? ''
    await modal(page).locator('[data-testid="otp-input"]').waitFor()
    const submitted = await page.evaluate(() => performance.now())
    await modal(page).locator('[data-testid="otp-input"]').fill(code)
    codeToConnected.push((await connectedAt(page)) - submitted)

    await page.reload()
    loadToRestored.push(await connectedAt(page))

    const address = (await page.locator('#address').textContent()) as Hex
    await chain.request({
      method: 'anvil_setBalance' as never,
      params: [address, '0xde0b6b3a7640000'] as never,
    })
    await page.locator('#send').click()
    // Approve is armed 500 ms after the request shows (against a click meant for what was there).
    await walletFrame(page).locator('[data-testid="wallet-approve"]:enabled').waitFor()
    const approved = Date.now()
    await walletFrame(page).locator('[data-testid="wallet-approve"]').click()
    await page.waitForFunction(() =>
      /^0x[0-9a-f]{64}$/.test(document.querySelector('#tx-hash')?.textContent ?? ''),
    )
    const hash = (await page.locator('#tx-hash').textContent()) as Hex
    await chain.waitForTransactionReceipt({ hash, pollingInterval: 20 })
    approveToMined.push(Date.now() - approved)
    await context.close()
  }
  const line = (name: string, samples: number[]) => {
    const s = summarize(samples)
    console.log(
      `${name}, ${samples.length} runs: median ${s.median.toFixed(0)} ms (min ${s.min.toFixed(0)}, max ${s.max.toFixed(0)})`,
    )
  }
  line('email code submitted -> connected', codeToConnected)
  line('page load -> embedded session restored', loadToRestored)
  line('Approve clicked -> send mined on anvil', approveToMined)
} finally {
  await browser.close()
  await stack.stop()
}
