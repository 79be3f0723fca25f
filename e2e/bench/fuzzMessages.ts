/**
 * `npm run bench:fuzz`: forged messages from three places at once:
 * - a sibling frame: a cross-origin iframe (evil.localhost) inside the host page,
 * - a popup the host page opened on that origin (it finds the modal as `opener.frames[i]`),
 * - the host page itself: the right window and origin for the modal, forged content.
 * First against a connected user, each aiming at both the modal frame and the host window; then, in
 * a fresh browser context, at the embedded wallet's frame (`frames[modal].frames[wallet]`) while a
 * social sign-in is under way, which must still complete afterwards through the real popup.
 * It prints what each sent, what the drop counters say, and every state change, and exits non-zero
 * if there is any change or miscount, or if it passes its deadline.
 *
 * Env: AIRLOCK_FUZZ_PER_SENDER (default 34,000), AIRLOCK_FUZZ_WALLET_PER_SENDER (default the same),
 * AIRLOCK_FUZZ_SEED (the wallet frame's streams are seed + 3 onward), AIRLOCK_FUZZ_DEADLINE_S (default 420).
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser } from 'playwright-core'
import { chromium } from 'playwright-core'
import { type Stack, startStack } from '../../scripts/stack.ts'
import { bundleSender } from '../fuzz/bundleSender.ts'
import { type EvilOrigin, serveEvilOrigin } from '../fuzz/evilOrigin.ts'
import { fuzzConnectedPage, modalFrameOf } from '../fuzz/fuzzSession.ts'
import { connectAndClose, realChannelWorks } from '../fuzz/realChannel.ts'
import { type AttackPlan, senderRoles } from '../fuzz/runAttack.ts'
import { finishSocialSignIn, startSocialSignIn } from '../fuzz/socialSignIn.ts'
import { fuzzWalletFrame } from '../fuzz/walletSession.ts'
import { bundleTestWallet } from '../wallets/bundleTestWallet.ts'
import { chromiumArgs, chromiumPath } from './chromium.ts'
import { n, reportModalPhase, reportWalletPhase, seconds } from './fuzzReport.ts'

/** Every port the stack opens, in the bench's own range, so it runs beside `npm start` and the e2e suite. */
const PORTS = {
  demoPort: 27173,
  modalPort: 27174,
  walletPort: 27175,
  devWalletPort: 27177,
  mailboxPort: 27178,
  oidcPort: 27179,
  mailSmtpPort: 27525,
  anvilPort: 27545,
  cloudPort: 27787,
  // And 27700: web3.js looks for PubSub on the next port.
  solanaPort: 27699,
}
const EVIL_PORT = 27176
const PER_SENDER = Number(process.env.AIRLOCK_FUZZ_PER_SENDER ?? 34_000)
const WALLET_PER_SENDER = Number(process.env.AIRLOCK_FUZZ_WALLET_PER_SENDER ?? PER_SENDER)
const SEED = Number(process.env.AIRLOCK_FUZZ_SEED ?? 196_000)
/** Past the first phase's three streams, so the wallet frame's mix is new messages. */
const WALLET_SEED = SEED + senderRoles.length
const DEADLINE_S = Number(process.env.AIRLOCK_FUZZ_DEADLINE_S ?? 420)
/** Per sender per round: small enough that a slow receiver never has a long queue. */
const BATCH = 2000
/** anvil's account #0, the one the e2e suite connects. */
const ACCOUNT = {
  address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  privateKey: '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
}
const started = Date.now()
const deadline = started + DEADLINE_S * 1000
const stepTimeout = () => Math.max(1, Math.min(60_000, deadline - Date.now()))

/** Undone in reverse, on success, failure or the backstop below. */
const cleanups: (() => unknown)[] = []
async function cleanUp() {
  for (const undo of cleanups.splice(0).reverse()) await Promise.resolve(undo()).catch(() => undefined)
}

const onRound = (done: number, of: number) => {
  if (done % (BATCH * 5) === 0 || done === of)
    console.log(`  ${n(done * senderRoles.length)} / ${n(of * senderRoles.length)} sent and received`)
}

/** The first phase: a connected user, the modal closed, forged messages at the modal frame and the host window. */
async function modalPhase(
  browser: Browser,
  stack: Stack,
  evil: EvilOrigin,
  senderBundle: string,
  walletBundle: string,
) {
  const context = await browser.newContext()
  try {
    const page = await context.newPage()
    await page.addInitScript(
      `window.__TEST_WALLET__ = ${JSON.stringify({ privateKey: ACCOUNT.privateKey, rpcUrl: stack.urls.anvil, chainId: 31337 })}`,
    )
    await page.addInitScript({ path: walletBundle })
    await page.goto(`${stack.urls.demo}/`, { timeout: stepTimeout() })
    await connectAndClose(page, stepTimeout())
    console.log(`Stack up and wallet connected after ${seconds(Date.now() - started)}`)
    const plan: AttackPlan = { perSender: PER_SENDER, batch: BATCH, seed: SEED, deadline, onRound }
    const outcome = await fuzzConnectedPage(page, modalFrameOf(page, stack.urls.modal), {
      senderUrl: evil.senderUrl,
      senderBundle,
      plan,
    })
    const channelOk = await realChannelWorks(page, ACCOUNT.address, stepTimeout()).then(
      () => true,
      (error) => {
        console.error(error)
        return false
      },
    )
    return reportModalPhase(outcome, plan, channelOk)
  } finally {
    await context.close()
  }
}

/**
 * The second phase: a new visitor starts "Continue with Google" and stops on the provider's account
 * picker, so the wallet frame holds the proof of a live sign-in; forged messages go at the wallet
 * frame; then the visitor picks alice and the sign-in must complete.
 */
async function walletPhase(browser: Browser, stack: Stack, evil: EvilOrigin, senderBundle: string) {
  const context = await browser.newContext()
  try {
    const page = await context.newPage()
    await page.goto(`${stack.urls.demo}/`, { timeout: stepTimeout() })
    const signIn = await startSocialSignIn(page, stack.urls.wallet, stepTimeout())
    console.log(`Social sign-in under way after ${seconds(Date.now() - started)}`)
    const plan: AttackPlan = {
      perSender: WALLET_PER_SENDER,
      batch: BATCH,
      seed: WALLET_SEED,
      deadline,
      onRound,
    }
    const outcome = await fuzzWalletFrame(page, modalFrameOf(page, stack.urls.modal), signIn, {
      senderUrl: evil.senderUrl,
      senderBundle,
      plan,
    })
    const signedIn = await finishSocialSignIn(page, signIn.popup, 'alice', stepTimeout()).catch((error) => {
      console.error(error)
      return undefined
    })
    return reportWalletPhase(outcome, { ...plan, intent: signIn.intent }, signedIn)
  } finally {
    await context.close()
  }
}

async function main(): Promise<number> {
  const workDir = mkdtempSync(join(tmpdir(), 'airlock-fuzz-'))
  cleanups.push(() => rmSync(workDir, { recursive: true, force: true }))
  const walletBundle = join(workDir, 'testWallet.js')
  const [, senderBundle] = await Promise.all([bundleTestWallet(walletBundle), bundleSender()])
  const stack = await startStack(PORTS)
  cleanups.push(() => stack.stop())
  const evil = await serveEvilOrigin(EVIL_PORT, senderBundle)
  cleanups.push(() => evil.close())
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs })
  cleanups.push(() => browser.close())
  const problems = await modalPhase(browser, stack, evil, senderBundle, walletBundle)
  problems.push(...(await walletPhase(browser, stack, evil, senderBundle)))
  console.log(`Wall time: ${seconds(Date.now() - started)}`)
  return problems.length === 0 ? 0 : 1
}

const gaveUp = () =>
  console.error(
    `Gave up: the fuzz did not finish within ${DEADLINE_S} s (AIRLOCK_FUZZ_DEADLINE_S). ` +
      'A receiver that stops counting, or a machine far slower than 2 cores, ends here.',
  )
// Every wait is bounded by the deadline; this is for a step that ignores it (a hung stack start).
const backstop = setTimeout(
  async () => {
    gaveUp()
    await cleanUp()
    process.exit(2)
  },
  DEADLINE_S * 1000 + 30_000,
)
backstop.unref()

try {
  process.exitCode = await main()
} catch (error) {
  if (Date.now() >= deadline) {
    gaveUp()
    console.error(String(error).split('\n')[0])
    process.exitCode = 2
  } else {
    console.error(error)
    process.exitCode = 1
  }
} finally {
  clearTimeout(backstop)
  await cleanUp()
}
