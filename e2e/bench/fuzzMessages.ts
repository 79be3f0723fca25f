/**
 * `npm run bench:fuzz`: forged messages against a connected user, from three places at once, each
 * aiming at both the modal frame and the host window:
 * - a sibling frame: a cross-origin iframe (evil.localhost) inside the host page,
 * - a popup the host page opened on that origin (it finds the modal as `opener.frames[i]`),
 * - the host page itself: the right window and origin for the modal, forged content.
 * It prints what each sent, what the modal's drop counters say, and every state change, and exits
 * non-zero if there is any change or miscount, or if it passes its deadline.
 *
 * Env: AIRLOCK_FUZZ_PER_SENDER (default 34,000), AIRLOCK_FUZZ_SEED, AIRLOCK_FUZZ_DEADLINE_S (default 300).
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from 'playwright-core'
import { startStack } from '../../scripts/stack.ts'
import { bundleSender } from '../fuzz/bundleSender.ts'
import { serveEvilOrigin } from '../fuzz/evilOrigin.ts'
import { type FuzzOutcome, fuzzConnectedPage, modalFrameOf } from '../fuzz/fuzzSession.ts'
import { connectAndClose, realChannelWorks } from '../fuzz/realChannel.ts'
import { senderRoles } from '../fuzz/runAttack.ts'
import { bundleTestWallet } from '../wallets/bundleTestWallet.ts'
import { chromiumArgs, chromiumPath } from './chromium.ts'

const PORTS = { demoPort: 27173, modalPort: 27174, cloudPort: 27787, anvilPort: 27545 }
const EVIL_PORT = 27176
const PER_SENDER = Number(process.env.AIRLOCK_FUZZ_PER_SENDER ?? 34_000)
const SEED = Number(process.env.AIRLOCK_FUZZ_SEED ?? 196_000)
const DEADLINE_S = Number(process.env.AIRLOCK_FUZZ_DEADLINE_S ?? 300)
/** Per sender per round: small enough that a slow receiver never has a long queue. */
const BATCH = 2000
/** anvil's account #0, the one the e2e suite connects. */
const ACCOUNT = {
  address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  privateKey: '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
}
const roleNames = {
  sibling: 'sibling frame (evil.localhost iframe in the host page)',
  popup: 'popup (evil.localhost window the host page opened)',
  host: 'host page itself (right window and origin)',
} as const

const started = Date.now()
const deadline = started + DEADLINE_S * 1000
const n = (value: number) => value.toLocaleString('en-US')
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`
const stepTimeout = () => Math.max(1, Math.min(60_000, deadline - Date.now()))

function report(outcome: FuzzOutcome, channelOk: boolean): number {
  const { attack } = outcome
  console.log(`Forged messages, seed ${SEED}, ${n(PER_SENDER)} per sender in rounds of ${n(BATCH)}:`)
  for (const role of senderRoles) {
    const sent = attack.sent[role]
    console.log(
      `  ${roleNames[role]}: ${n(sent.toModal + sent.toHost)} ` +
        `(${n(sent.toModal)} to the modal frame, ${n(sent.toHost)} to the host window, ${n(sent.ports)} ports transferred)`,
    )
  }
  console.log(
    `  total: ${n(attack.total)} in ${seconds(attack.ms)} (${n(Math.round(attack.total / (attack.ms / 1000)))}/s)`,
  )
  const counters = Object.keys(attack.expected) as (keyof typeof attack.expected)[]
  console.log(
    `Modal drop counters: ${counters.map((k) => `${k} +${n(attack.counted[k])} (expected +${n(attack.expected[k])})`).join(', ')}; ` +
      `accepted +${attack.accepted} (the real channel's own traffic)`,
  )
  console.log(
    `Host window received: ${senderRoles.map((r) => `${r} ${n(attack.hostInbox[r])}`).join(', ')}, from elsewhere ${attack.hostInbox.other}`,
  )
  const problems = [...outcome.changes, ...outcome.sideEffects, ...outcome.mismatches]
  console.log(`State changes: ${outcome.changes.length + outcome.sideEffects.length}`)
  for (const line of problems) console.log(`  ! ${line}`)
  console.log(
    `Real channel afterwards (open() -> Account view, state back to the host): ${channelOk ? 'ok' : 'FAILED'}`,
  )
  return problems.length === 0 && channelOk ? 0 : 1
}

/** Undone in reverse, on success, failure or the backstop below. */
const cleanups: (() => unknown)[] = []
async function cleanUp() {
  for (const undo of cleanups.splice(0).reverse()) await Promise.resolve(undo()).catch(() => undefined)
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
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.addInitScript(
    `window.__TEST_WALLET__ = ${JSON.stringify({ privateKey: ACCOUNT.privateKey, rpcUrl: stack.urls.anvil, chainId: 31337 })}`,
  )
  await page.addInitScript({ path: walletBundle })
  await page.goto(`${stack.urls.demo}/`, { timeout: stepTimeout() })
  await connectAndClose(page, stepTimeout())
  console.log(`Stack up and wallet connected after ${seconds(Date.now() - started)}`)
  const outcome = await fuzzConnectedPage(page, modalFrameOf(page, stack.urls.modal), {
    senderUrl: evil.senderUrl,
    senderBundle,
    plan: {
      perSender: PER_SENDER,
      batch: BATCH,
      seed: SEED,
      deadline,
      onRound: (done, of) => {
        if (done % (BATCH * 5) === 0 || done === of)
          console.log(`  ${n(done * senderRoles.length)} / ${n(of * senderRoles.length)} sent and received`)
      },
    },
  })
  const channelOk = await realChannelWorks(page, ACCOUNT.address, stepTimeout()).then(
    () => true,
    (error) => {
      console.error(error)
      return false
    },
  )
  const code = report(outcome, channelOk)
  console.log(`Wall time: ${seconds(Date.now() - started)}`)
  return code
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
