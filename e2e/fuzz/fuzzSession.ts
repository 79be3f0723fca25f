import type { Frame, Page } from 'playwright-core'
import { markWindows, type ObservedState, observeState, stateChanges } from './observeState.ts'
import {
  type AttackPlan,
  type AttackResult,
  closeSenders,
  openSenders,
  runAttack,
  senderRoles,
} from './runAttack.ts'
import { watchSideEffects } from './watchSideEffects.ts'

export interface FuzzOutcome {
  attack: AttackResult
  /** What was observed before the attack, to compare a later state with. */
  before: ObservedState
  /** Observed fields that differ before and after the attack. Must be empty. */
  changes: string[]
  /** Popups, navigations, dialogs and downloads while the attack ran. Must be empty. */
  sideEffects: string[]
  /** Counters that do not match what was sent. Must be empty. */
  mismatches: string[]
}

export interface FuzzSessionOptions {
  senderUrl: string
  senderBundle: string
  plan: AttackPlan
}

export function modalFrameOf(page: Page, modalUrl: string): Frame {
  const frame = page.frames().find((f) => f.url().startsWith(modalUrl))
  if (!frame) throw new Error(`no modal frame from ${modalUrl} in the page`)
  return frame
}

/** Observes, attacks, observes again: what changed, and which counters disagree with what was sent. */
export async function compareAround<S extends object, A>(
  observe: () => Promise<S>,
  attack: () => Promise<A>,
  mismatchesOf: (attack: A) => string[],
) {
  const before = await observe()
  const result = await attack()
  const after = await observe()
  return { attack: result, before, changes: stateChanges(before, after), mismatches: mismatchesOf(result) }
}

/**
 * The whole attack on a page whose user is connected and whose modal is closed: open the three
 * senders, snapshot everything observable, send, snapshot again, and list what changed, what
 * happened on the side and which counters disagree with what was sent.
 */
export async function fuzzConnectedPage(
  page: Page,
  modal: Frame,
  options: FuzzSessionOptions,
): Promise<FuzzOutcome> {
  const context = page.context()
  const timeout = Math.max(1, options.plan.deadline - Date.now())
  const senders = await openSenders(page, context, modal, options.senderUrl, options.senderBundle, timeout)

  const sideEffects = watchSideEffects(context, [page, senders.popup], [page.mainFrame(), modal])

  try {
    await markWindows(page, modal, `fuzz-${options.plan.seed}`)
    const compared = await compareAround(
      () => observeState(page, modal),
      () => runAttack(page, senders, options.plan),
      mismatchesOf,
    )
    return { ...compared, sideEffects: sideEffects.list }
  } finally {
    sideEffects.stop()
    await closeSenders(senders)
  }
}

function mismatchesOf(attack: AttackResult): string[] {
  const mismatches: string[] = []
  for (const [key, expected] of Object.entries(attack.expected)) {
    const counted = attack.counted[key as keyof AttackResult['counted']]
    if (counted !== expected)
      mismatches.push(`modal stats ${key}: expected +${expected}, counted +${counted}`)
  }
  for (const role of senderRoles) {
    if (attack.hostInbox[role] !== attack.sent[role].toHost)
      mismatches.push(
        `host window got ${attack.hostInbox[role]} from the ${role}, ${attack.sent[role].toHost} sent`,
      )
  }
  if (attack.hostInbox.other !== 0)
    mismatches.push(`host window got ${attack.hostInbox.other} from other windows`)
  if (attack.portMessages !== 0) mismatches.push(`${attack.portMessages} messages arrived on forged ports`)
  for (const failure of attack.failures)
    mismatches.push(`post ${failure.index} (${failure.variant}) threw: ${failure.error}`)
  return mismatches
}
