/**
 * `npm run bench:first-run`: how long a new user waits from `npm start` to a signed message with the
 * Airlock Dev Wallet. Starts `npm start`'s stack fresh (its own ports and an empty data folder, as on
 * a first run) and drives Chromium as the user would: the demo page, Connect, Airlock Dev Wallet,
 * approve the connection in its tab, Sign message, approve. Prints the total and its parts. Not a
 * test: it asserts only that the flow ends with a signature that verifies.
 *
 * The build is skipped when every dist folder exists (said in the output); `--build` runs `npm start`
 * itself, build included.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort } from '@airlock/node-kit'
import { chromium, type Page } from 'playwright-core'
import { type Hex, verifyMessage } from 'viem'
import { chromiumArgs, chromiumPath } from './chromium.ts'

const root = join(import.meta.dirname, '..', '..')
const dists = ['host-sdk/demo/dist', 'host-sdk/dist/airlock.iife.js', 'modal-app/dist', 'dev-wallet/dist']
// Free ports of its own, through the port variables, so it runs beside `npm start` and e2e runs.
const ports = {
  AIRLOCK_DEMO_PORT: String(await freePort()),
  AIRLOCK_MODAL_PORT: String(await freePort()),
  AIRLOCK_DEV_WALLET_PORT: String(await freePort()),
  AIRLOCK_CLOUD_PORT: String(await freePort()),
  AIRLOCK_ANVIL_PORT: String(await freePort()),
}
const STACK_TIMEOUT_MS = 300_000
const STEP_TIMEOUT_MS = 60_000

const build = process.argv.includes('--build') || !dists.every((d) => existsSync(join(root, d)))
const dataDir = mkdtempSync(join(tmpdir(), 'airlock-first-run-'))
console.log(
  build
    ? 'First run: `npm start` (build included), fresh data folder.'
    : 'First run: build skipped (every dist exists; `--build` includes it), then what `npm start` runs: ' +
        'scripts/start.ts, fresh data folder.',
)

/** Resolves with the printed URLs once the stack says it is running. */
function startStack(child: ChildProcess): Promise<{ demo: string }> {
  return new Promise((resolve, reject) => {
    let out = ''
    const timer = setTimeout(
      () => reject(new Error(`No "Airlock is running" in ${STACK_TIMEOUT_MS} ms`)),
      STACK_TIMEOUT_MS,
    )
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString()
      const demo = /demo dApp \(React, npm host-sdk\)\s+(\S+)/.exec(out)?.[1]
      if (out.includes('Airlock is running') && demo) {
        clearTimeout(timer)
        resolve({ demo: demo.replace(/\/$/, '') })
      }
    })
    child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(chunk))
    child.once('exit', (code) => reject(new Error(`The stack exited (${code}) before it was ready:\n${out}`)))
  })
}

const t0 = performance.now()
const env = { ...process.env, ...ports, AIRLOCK_DATA_DIR: dataDir }
// Its own process group, so stopping it stops npm, turbo, tsx and anvil alike.
const child = build
  ? spawn('npm', ['start'], { cwd: root, env, detached: true })
  : spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], { cwd: root, env, detached: true })
const marks: [string, number][] = []
const mark = (name: string) => marks.push([name, performance.now()])
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs })

async function visible(page: Page, selector: string) {
  const locator = page.locator(selector)
  await locator.waitFor({ state: 'visible', timeout: STEP_TIMEOUT_MS })
  return locator
}

const pages: Page[] = []
try {
  const { demo } = await startStack(child)
  mark('stack ready (printed its URLs)')

  // A new user: a fresh browser profile, the printed demo URL.
  const context = await browser.newContext()
  const page = await context.newPage()
  context.on('page', (p) => pages.push(p))
  pages.push(page)
  page.setDefaultTimeout(STEP_TIMEOUT_MS)
  await page.goto(`${demo}/`)
  await page.waitForFunction(
    () =>
      (window as unknown as { airlock?: { getState(): { initialized: boolean } } }).airlock?.getState()
        .initialized,
  )
  mark('demo page loaded (Airlock ready)')

  await page.locator('#open').click()
  const modal = page.frameLocator('iframe[data-airlock-frame]')
  await modal.locator('[data-testid="recommended-wallet"][data-name="Airlock Dev Wallet"]').click()
  // Enabled once the pairing URI exists; it opens `<webapp_link>/wc?uri=...` in a new tab.
  const open = modal.locator('[data-testid="wc-open-wallet"]:not([disabled])')
  const [wallet] = await Promise.all([context.waitForEvent('page'), open.click()])
  wallet.setDefaultTimeout(STEP_TIMEOUT_MS)
  await (await visible(wallet, '[data-testid="proposal-approve"]')).click()
  await page
    .locator('#address')
    .filter({ hasText: /^0x[0-9a-fA-F]{40}$/ })
    .waitFor()
  const address = (await page.locator('#address').textContent()) as Hex
  mark('connected (session approved in the dev wallet)')

  await page.keyboard.press('Escape')
  await page.locator('#sign').click()
  await (
    await visible(
      wallet,
      '[data-testid="request"][data-method="personal_sign"] [data-testid="request-approve"]',
    )
  ).click()
  await page
    .locator('#signature')
    .filter({ hasText: /^0x[0-9a-f]{130}$/ })
    .waitFor()
  const signature = (await page.locator('#signature').textContent()) as Hex
  if (!(await verifyMessage({ address, message: 'Hello from Airlock', signature })))
    throw new Error('The signature does not verify against the connected address')
  mark('signed (signature verified)')

  let previous = t0
  console.log('\nFrom the start command to a verified signed message with the Airlock Dev Wallet:')
  for (const [name, at] of marks) {
    console.log(
      `  ${name.padEnd(48)} +${((at - previous) / 1000).toFixed(2).padStart(6)} s   at ${((at - t0) / 1000).toFixed(2)} s`,
    )
    previous = at
  }
  console.log(`  ${'total'.padEnd(48)}  ${((previous - t0) / 1000).toFixed(2).padStart(6)} s`)
  console.log("  (the user's clicks are instant here: a person adds their reading and clicking time)")
} catch (error) {
  // What each tab showed when it failed, for whoever reads the failure.
  const dir = join(import.meta.dirname, '..', 'test-results', 'first-run')
  await Promise.all(
    pages.map((p, i) => p.screenshot({ path: join(dir, `tab-${i}.png`) }).catch(() => undefined)),
  )
  console.error(`Failed; screenshots of the tabs in ${dir}`)
  throw error
} finally {
  await browser.close()
  const exited = new Promise((resolve) =>
    child.exitCode === null ? child.once('exit', resolve) : resolve(undefined),
  )
  if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGTERM')
  await exited
  rmSync(dataDir, { recursive: true, force: true })
}
