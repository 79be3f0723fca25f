import type { FuzzOutcome } from '../fuzz/fuzzSession.ts'
import { senderRoles } from '../fuzz/runAttack.ts'
import type { WalletFuzzOutcome } from '../fuzz/walletSession.ts'

const roleNames = {
  sibling: 'sibling frame (evil.localhost iframe in the host page)',
  popup: 'popup (evil.localhost window the host page opened)',
  host: 'host page itself (right window and origin)',
} as const
/** At the wallet frame nobody is the right window or origin: the host page posts with '*' too. */
const walletRoleNames = { ...roleNames, host: "host page itself (the modal's parent, posting with '*')" }

export const n = (value: number) => value.toLocaleString('en-US')
export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`
const rate = (count: number, ms: number) => n(Math.round(count / (ms / 1000)))
const versus = <T extends object>(counted: T, expected: T) =>
  (Object.keys(expected) as (keyof T)[])
    .map((k) => `${String(k)} +${n(Number(counted[k]))} (expected +${n(Number(expected[k]))})`)
    .join(', ')

export interface PhasePlan {
  seed: number
  perSender: number
  batch: number
}

/** Prints the first phase (a connected user's modal and host window) and returns its problems. */
export function reportModalPhase(outcome: FuzzOutcome, plan: PhasePlan, channelOk: boolean): string[] {
  const { attack } = outcome
  console.log(
    `Forged messages, seed ${plan.seed}, ${n(plan.perSender)} per sender in rounds of ${n(plan.batch)}:`,
  )
  for (const role of senderRoles) {
    const sent = attack.sent[role]
    console.log(
      `  ${roleNames[role]}: ${n(sent.toModal + sent.toHost)} ` +
        `(${n(sent.toModal)} to the modal frame, ${n(sent.toHost)} to the host window, ${n(sent.ports)} ports transferred)`,
    )
  }
  console.log(`  total: ${n(attack.total)} in ${seconds(attack.ms)} (${rate(attack.total, attack.ms)}/s)`)
  console.log(
    `Modal drop counters: ${versus(attack.counted, attack.expected)}; ` +
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
  return channelOk ? problems : [...problems, 'the real channel failed afterwards']
}

/** Prints the second phase (the wallet frame during a social sign-in) and returns its problems. */
export function reportWalletPhase(
  outcome: WalletFuzzOutcome,
  plan: PhasePlan & { intent: string },
  signedIn: string | undefined,
): string[] {
  const { attack } = outcome
  console.log(
    `Forged messages at the wallet frame during a social sign-in (intent ${plan.intent}), seed ${plan.seed}, ` +
      `${n(plan.perSender)} per sender in rounds of ${n(plan.batch)}:`,
  )
  for (const role of senderRoles) {
    const sent = attack.sent[role]
    const families = Object.entries(sent.families)
      .sort(([, a], [, b]) => b - a)
      .map(([family, count]) => `${family} ${n(count)}`)
      .join(', ')
    console.log(
      `  ${walletRoleNames[role]}: ${n(sent.toWallet)} (${families}; ${n(sent.liveProofRequests)} the live ` +
        `sign-in's exact proof request; ${n(sent.ports)} ports transferred); received from the wallet frame: ${n(attack.fromWallet[role])}`,
    )
  }
  console.log(`  total: ${n(attack.total)} in ${seconds(attack.ms)} (${rate(attack.total, attack.ms)}/s)`)
  console.log(
    `Wallet frame drop counters, its modal listener: ${versus(attack.channel.counted, attack.channel.expected)}; ` +
      `accepted +${attack.channel.accepted} (the modal's own requests)`,
  )
  console.log(
    `Wallet frame drop counters, its proof listener: ${versus(attack.proof.counted, attack.proof.expected)}`,
  )
  console.log(
    `Host window received meanwhile: ${Object.entries(attack.hostInbox)
      .map(([from, count]) => `${from} ${n(count)}`)
      .join(', ')}`,
  )
  const problems = [...outcome.changes, ...outcome.sideEffects, ...outcome.mismatches]
  console.log(
    `State changes (host, modal, wallet frame, wallet session): ${outcome.changes.length + outcome.sideEffects.length}`,
  )
  for (const line of problems) console.log(`  ! ${line}`)
  console.log(
    `Social sign-in afterwards (the real popup, alice@airlock.dev): ${signedIn ? `ok, ${signedIn} connected` : 'FAILED'}`,
  )
  return signedIn ? problems : [...problems, 'the social sign-in did not complete afterwards']
}
