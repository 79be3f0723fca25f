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
import { senderRoles } from '../fuzz/runAttack.ts'

/** A few thousand in all: the bench (`npm run bench:fuzz`) sends a hundred thousand. */
const PER_SENDER = 1500
/** Fixed, so a failure replays; another seed explores further. */
const SEED = Number(process.env.AIRLOCK_FUZZ_SEED ?? 6963)
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
