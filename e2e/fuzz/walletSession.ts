import type { Frame, Page } from 'playwright-core'
import { compareAround, type FuzzSessionOptions } from './fuzzSession.ts'
import { markWindows, type ObservedState, observeState } from './observeState.ts'
import { observeWalletFrame, type WalletFrameState } from './observeWalletFrame.ts'
import { closeSenders, openSenders, senderRoles } from './runAttack.ts'
import { runWalletAttack, type WalletAttackResult } from './runWalletAttack.ts'
import type { SocialSignIn } from './socialSignIn.ts'
import { watchSideEffects } from './watchSideEffects.ts'

export interface WalletFuzzOutcome {
  attack: WalletAttackResult
  before: ObservedState & WalletFrameState
  /** Observed fields that differ before and after the attack, modal and host included. Must be empty. */
  changes: string[]
  /** Popups, navigations (the provider's window too), dialogs and downloads. Must be empty. */
  sideEffects: string[]
  /** Counters that do not match what was sent, and anything the wallet frame sent a sender. Must be empty. */
  mismatches: string[]
}

async function observeAll(page: Page, modal: Frame, wallet: Frame) {
  return { ...(await observeState(page, modal)), ...(await observeWalletFrame(page, modal, wallet)) }
}

/**
 * The attack on the wallet frame while a social sign-in is under way (`startSocialSignIn`): open
 * the three senders, snapshot the host, the modal and the wallet frame, send at the wallet frame,
 * snapshot again, and list what changed, what happened on the side and which counters disagree.
 * The sign-in is left for the caller to finish through the real popup.
 */
export async function fuzzWalletFrame(
  page: Page,
  modal: Frame,
  signIn: SocialSignIn,
  options: FuzzSessionOptions,
): Promise<WalletFuzzOutcome> {
  const context = page.context()
  const { wallet } = signIn
  const timeout = Math.max(1, options.plan.deadline - Date.now())
  const opened = await openSenders(page, context, modal, options.senderUrl, options.senderBundle, timeout)
  const walletOrigin = new URL(wallet.url()).origin
  const senders = {
    ...opened,
    wallet,
    aim: { index: signIn.walletIndex, intent: signIn.intent, walletOrigin },
  }
  const sideEffects = watchSideEffects(
    context,
    [page, senders.popup, signIn.popup],
    [page.mainFrame(), modal, wallet, signIn.popup.mainFrame()],
  )
  try {
    await markWindows(page, modal, `fuzz-wallet-${options.plan.seed}`, wallet)
    const compared = await compareAround(
      () => observeAll(page, modal, wallet),
      () => runWalletAttack(page, senders, options.plan),
      mismatchesOf,
    )
    return { ...compared, sideEffects: sideEffects.list }
  } finally {
    sideEffects.stop()
    await closeSenders(senders)
  }
}

function mismatchesOf(attack: WalletAttackResult): string[] {
  const mismatches: string[] = []
  for (const [listener, { expected, counted }] of [
    ['modal listener', attack.channel],
    ['proof listener', attack.proof],
  ] as const)
    for (const [key, value] of Object.entries(expected)) {
      const got = (counted as Record<string, number>)[key]
      if (got !== value)
        mismatches.push(`wallet frame ${listener} ${key}: expected +${value}, counted +${got}`)
    }
  for (const role of senderRoles)
    if (attack.fromWallet[role] !== 0)
      mismatches.push(`the ${role} received ${attack.fromWallet[role]} messages from the wallet frame`)
  for (const [from, count] of Object.entries(attack.hostInbox))
    if (count !== 0) mismatches.push(`the host window received ${count} messages from the ${from}`)
  if (attack.portMessages !== 0) mismatches.push(`${attack.portMessages} messages arrived on forged ports`)
  for (const failure of attack.failures)
    mismatches.push(`post ${failure.index} (${failure.variant}) threw: ${failure.error}`)
  return mismatches
}
