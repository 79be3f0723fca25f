import type { Frame, Page } from 'playwright-core'
import type { Inbox, SenderApi, SenderRole, SendReport, WalletAim } from './browserSender.ts'
import { readWalletDiagnostics, type WalletFrameDiagnostics } from './observeWalletFrame.ts'
import {
  type AttackPlan,
  type DropCounts,
  type Senders,
  senderRoles,
  sendRound,
  waitFor,
} from './runAttack.ts'

export interface WalletSenders extends Senders {
  wallet: Frame
  aim: WalletAim
}

/** The proof listener's counters, flat: `answered` and each drop reason. */
export type ProofCounts = { answered: number } & WalletFrameDiagnostics['proofStats']['dropped']

export interface WalletSent {
  toWallet: number
  ports: number
  families: Record<string, number>
  /** Proof requests exactly as the callback page sends them for the live sign-in. */
  liveProofRequests: number
}

export interface WalletAttackResult {
  sent: Record<SenderRole, WalletSent>
  total: number
  /**
   * The frame's listener for its modal: every forged message comes from a window other than its
   * parent, so each must be a `foreignSource` drop. Its `accepted` is the real modal's traffic.
   */
  channel: { expected: DropCounts; counted: DropCounts; accepted: number }
  /**
   * Its proof listener sees every message too: none of the senders is at the wallet origin, and
   * neither is the modal, so all of them are `foreignOrigin` drops and nothing is answered.
   */
  proof: { expected: ProofCounts; counted: ProofCounts }
  /** What reached each sender's window from the wallet frame (its window or its origin). Must be 0. */
  fromWallet: Record<SenderRole, number>
  /** What reached the host window meanwhile, by the page's own listener. Nothing is sent to it. */
  hostInbox: Inbox
  portMessages: number
  failures: SendReport['failures']
  ms: number
}

function flatten(diagnostics: WalletFrameDiagnostics) {
  const { accepted, dropped } = diagnostics.stats
  return {
    channel: { accepted, ...dropped },
    proof: { answered: diagnostics.proofStats.answered, ...diagnostics.proofStats.dropped },
  }
}

/**
 * Every sender sends its share at the wallet frame in rounds, as runAttack.ts does at the modal;
 * after each round the run waits until the frame has counted every one, so a stuck listener shows
 * as a timeout instead of a false pass.
 */
export async function runWalletAttack(
  page: Page,
  senders: WalletSenders,
  plan: AttackPlan,
): Promise<WalletAttackResult> {
  const started = Date.now()
  for (const role of senderRoles)
    await senders.frames[role].evaluate(
      (order) => (window as unknown as { __airlockFuzz: SenderApi }).__airlockFuzz.watchWallet(order),
      { role, modalIndex: senders.modalIndex, wallet: senders.aim },
    )
  const base = flatten(await readWalletDiagnostics(senders.wallet))
  const inboxBase = await hostInbox(page)
  const sent = Object.fromEntries(
    senderRoles.map((r) => [r, { toWallet: 0, ports: 0, families: {}, liveProofRequests: 0 }]),
  ) as Record<SenderRole, WalletSent>
  const failures: SendReport['failures'] = []
  let total = 0
  for (let from = 0; from < plan.perSender; from += plan.batch) {
    const count = Math.min(plan.batch, plan.perSender - from)
    const reports = await sendRound(senders, plan, from, count, () => ({ wallet: senders.aim }))
    reports.forEach((report, i) => {
      const role = senderRoles[i] as SenderRole
      const mine = sent[role]
      mine.toWallet += report.wallet
      mine.ports += report.ports
      mine.liveProofRequests += report.liveProofRequests
      for (const [family, count] of Object.entries(report.families))
        mine.families[family] = (mine.families[family] ?? 0) + count
      total += report.wallet
      failures.push(...report.failures)
    })
    await waitFor(async () => {
      const now = flatten(await readWalletDiagnostics(senders.wallet))
      const counted = now.channel.foreignSource - base.channel.foreignSource
      if (counted >= total) return true
      return `the wallet frame counted ${counted} of ${total} forged messages as foreignSource (${JSON.stringify(now)})`
    }, plan.deadline)
    plan.onRound?.(from + count, plan.perSender)
  }

  const final = flatten(await readWalletDiagnostics(senders.wallet))
  const delta = <K extends string>(now: Record<K, number>, then: Record<K, number>) =>
    Object.fromEntries(Object.keys(now).map((k) => [k, now[k as K] - then[k as K]])) as Record<K, number>
  const channel = delta(final.channel, base.channel)
  const inbox = await hostInbox(page)
  const fromWallet = {} as Record<SenderRole, number>
  let portMessages = 0
  for (const role of senderRoles) {
    const frame = senders.frames[role]
    fromWallet[role] = await frame.evaluate(() =>
      (window as unknown as { __airlockFuzz: SenderApi }).__airlockFuzz.fromWallet(),
    )
    portMessages += await frame.evaluate(() =>
      (window as unknown as { __airlockFuzz: SenderApi }).__airlockFuzz.portMessages(),
    )
  }
  return {
    sent,
    total,
    channel: {
      expected: { foreignSource: total, foreignOrigin: 0, malformed: 0, duplicate: 0 },
      counted: {
        foreignSource: channel.foreignSource,
        foreignOrigin: channel.foreignOrigin,
        malformed: channel.malformed,
        duplicate: channel.duplicate,
      },
      accepted: channel.accepted,
    },
    proof: {
      expected: {
        answered: 0,
        foreignOrigin: total + channel.accepted,
        foreignSource: 0,
        malformed: 0,
        otherIntent: 0,
      },
      counted: delta(final.proof, base.proof),
    },
    fromWallet,
    hostInbox: delta(inbox, inboxBase),
    portMessages,
    failures,
    ms: Date.now() - started,
  }
}

function hostInbox(page: Page) {
  return page.evaluate(() => (window as unknown as { __airlockFuzz: SenderApi }).__airlockFuzz.inbox())
}
