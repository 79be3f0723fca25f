import type { Page } from '@playwright/test'
import type { Hex } from 'viem'
import { sparePort } from '../fixtures/ports.ts'
import {
  accounts,
  connect,
  expect,
  injectWallet,
  modal,
  modalFrame,
  test,
  urls,
  waitReady,
} from '../fixtures/test.ts'
import { bundleSender } from '../fuzz/bundleSender.ts'
import { type EvilOrigin, serveEvilOrigin } from '../fuzz/evilOrigin.ts'
import { fuzzConnectedPage } from '../fuzz/fuzzSession.ts'
import { observeState, stateChanges } from '../fuzz/observeState.ts'
import { observeWalletFrame } from '../fuzz/observeWalletFrame.ts'
import { senderRoles } from '../fuzz/runAttack.ts'
import { finishSocialSignIn, startSocialSignIn } from '../fuzz/socialSignIn.ts'
import { fuzzWalletFrame } from '../fuzz/walletSession.ts'

/** A few thousand in all: the bench (`npm run bench:fuzz`) sends a hundred thousand. */
const PER_SENDER = 1500
/** Fixed, so a failure replays; another seed explores further. */
const SEED = Number(process.env.AIRLOCK_FUZZ_SEED ?? 6963)
/** At the wallet frame during a social sign-in: a thousand per sender (the bench sends 34,000). */
const WALLET_PER_SENDER = 1000
/** The wallet frame's streams start past the modal's three, so they are new messages. */
const WALLET_SEED = SEED + senderRoles.length
const EVIL_PORT = sparePort(4)

let evil: EvilOrigin
let senderBundle: string

test.beforeAll(async () => {
  senderBundle = await bundleSender()
  evil = await serveEvilOrigin(EVIL_PORT, senderBundle)
})
test.afterAll(() => evil?.close())

/** A connected user with the modal closed: what the attack starts from. */
async function connectThenClose(page: Page, privateKey: Hex) {
  await injectWallet(page, privateKey)
  await page.goto(`${urls.demo}/`)
  await waitReady(page)
  await connect(page)
  await modal(page).locator('[data-testid="header-close"]').click()
  await expect(page.locator('iframe[data-airlock-frame]')).toHaveCSS('opacity', '0')
}

/** The observed fields a list of changes names. */
const fieldsOf = (changes: string[]) => changes.map((line) => line.slice(0, line.indexOf(':')))

test('forged messages from a sibling frame, a popup and the host page change nothing for a connected user', async ({
  page,
}) => {
  // Connecting, a few thousand messages and their delivery on a loaded 2-core machine.
  test.setTimeout(240_000)
  const user = accounts[0]
  await connectThenClose(page, user.privateKey)

  const outcome = await fuzzConnectedPage(page, modalFrame(page), {
    senderUrl: evil.senderUrl,
    senderBundle,
    plan: { perSender: PER_SENDER, batch: 500, seed: SEED, deadline: Date.now() + 150_000 },
  })

  const { attack } = outcome
  expect(attack.total).toBe(PER_SENDER * senderRoles.length)
  for (const role of senderRoles) {
    expect(attack.sent[role].toModal, `${role} -> modal`).toBe(PER_SENDER / 2)
    expect(attack.sent[role].toHost, `${role} -> host window`).toBe(PER_SENDER / 2)
  }
  // Complete, valid handshakes were among what the host page sent: only "already connected" refused them.
  expect(attack.expected.duplicate).toBeGreaterThan(0)
  expect(attack.counted).toEqual(attack.expected)
  expect(outcome.mismatches).toEqual([])
  expect(outcome.sideEffects).toEqual([])
  expect(outcome.changes).toEqual([])

  // The real channel still works both ways, and the session is the user's.
  await page.locator('#open').click()
  const dialog = modal(page).locator('[data-testid="airlock-modal"]')
  await expect(dialog).toHaveAttribute('data-view', 'Account')
  await expect(modal(page).locator('[data-testid="account-address"]')).toHaveAttribute(
    'data-address',
    user.address,
  )
  await expect
    .poll(() =>
      page.evaluate(
        () => (window as unknown as { airlock: { getState(): { open: boolean } } }).airlock.getState().open,
      ),
    )
    .toBe(true)

  // The same probes see a real change: opening the modal shows in the snapshot, the host's state and the frame.
  const opened = await observeState(page, modalFrame(page))
  const changed = fieldsOf(stateChanges(outcome.before, opened))
  expect(changed).toEqual(expect.arrayContaining(['modalSnapshot', 'hostState', 'frameStyle']))
  expect(changed).not.toContain('hostMarker')
  expect(changed).not.toContain('modalMarker')
})

test('the attack is caught when the host page trusts forged messages', async ({ page }) => {
  test.setTimeout(240_000)
  await connectThenClose(page, accounts[0].privateKey)
  // What a host SDK without the source check would do: take any `airlock:ready` as the modal's.
  await page.evaluate(() => {
    window.addEventListener('message', (event) => {
      if ((event.data as { type?: unknown } | null)?.type === 'airlock:ready')
        void (window as unknown as { airlock: { open(): Promise<void> } }).airlock.open()
    })
  })

  const outcome = await fuzzConnectedPage(page, modalFrame(page), {
    senderUrl: evil.senderUrl,
    senderBundle,
    plan: { perSender: 300, batch: 300, seed: SEED, deadline: Date.now() + 150_000 },
  })

  expect(outcome.mismatches).toEqual([])
  expect(fieldsOf(outcome.changes)).toEqual(
    expect.arrayContaining(['modalSnapshot', 'hostState', 'frameStyle']),
  )
})

test('forged messages at the wallet frame during a social sign-in change nothing, and the sign-in still completes', async ({
  page,
}) => {
  test.setTimeout(240_000)
  await page.goto(`${urls.demo}/`)
  const signIn = await startSocialSignIn(page, urls.wallet, 60_000)

  const outcome = await fuzzWalletFrame(page, modalFrame(page), signIn, {
    senderUrl: evil.senderUrl,
    senderBundle,
    plan: { perSender: WALLET_PER_SENDER, batch: 500, seed: WALLET_SEED, deadline: Date.now() + 150_000 },
  })

  const { attack } = outcome
  expect(attack.total).toBe(WALLET_PER_SENDER * senderRoles.length)
  for (const role of senderRoles) expect(attack.sent[role].toWallet, role).toBe(WALLET_PER_SENDER)
  // The callback page's exact request for the live sign-in was among them: only the checks refused it.
  for (const role of senderRoles) expect(attack.sent[role].liveProofRequests, role).toBeGreaterThan(30)
  // Every forged message dropped by both of the frame's listeners, none answered or passed on.
  expect(attack.channel.counted).toEqual(attack.channel.expected)
  expect(attack.proof.counted).toEqual(attack.proof.expected)
  expect(attack.proof.counted.answered).toBe(0)
  expect(attack.fromWallet).toEqual({ sibling: 0, popup: 0, host: 0 })
  expect(outcome.mismatches).toEqual([])
  expect(outcome.sideEffects).toEqual([])
  expect(outcome.changes).toEqual([])
  expect(outcome.before.walletSession).toEqual({ status: 200, body: { isConnected: false } })

  // The sign-in under way completes through the real popup, for the account picked there.
  const address = await finishSocialSignIn(page, signIn.popup, 'alice', 60_000)
  expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
  // The same probes see a real sign-in: the service has a session for this browser now.
  const signedIn = await observeWalletFrame(page, modalFrame(page), signIn.wallet)
  expect(signedIn.walletSession).toEqual({ status: 200, body: { isConnected: true } })
  expect(signedIn.walletCookies).not.toEqual(outcome.before.walletCookies)
})

test('the attack is caught when the wallet frame answers proof requests from any window', async ({
  page,
}) => {
  test.setTimeout(240_000)
  await page.goto(`${urls.demo}/`)
  const signIn = await startSocialSignIn(page, urls.wallet, 60_000)
  // What a frame without the origin and source checks would do: answer whoever names the intent.
  await signIn.wallet.evaluate(() => {
    window.addEventListener('message', (event) => {
      const data = event.data as { type?: unknown; intent?: unknown } | null
      if (data?.type === '@airlock-social/PROOF_REQUEST' && typeof data.intent === 'string')
        (event.source as Window | null)?.postMessage(
          { type: '@airlock-social/PROOF', intent: data.intent, proof: 'leaked' },
          { targetOrigin: '*' },
        )
    })
  })

  const outcome = await fuzzWalletFrame(page, modalFrame(page), signIn, {
    senderUrl: evil.senderUrl,
    senderBundle,
    plan: { perSender: 300, batch: 300, seed: WALLET_SEED, deadline: Date.now() + 150_000 },
  })

  for (const role of senderRoles) expect(outcome.attack.fromWallet[role], role).toBeGreaterThan(0)
  expect(outcome.mismatches).toEqual(
    expect.arrayContaining(senderRoles.map((role) => expect.stringContaining(`the ${role} received`))),
  )
})
