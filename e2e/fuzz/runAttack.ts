import type { BrowserContext, Frame, Page } from 'playwright-core'
import type { Inbox, SenderApi, SenderRole, SendOrder, SendReport } from './browserSender.ts'
import { expectedDuplicates } from './modalVerdict.ts'
import { type ModalDiagnostics, readDiagnostics } from './observeState.ts'

export const senderRoles = ['sibling', 'popup', 'host'] as const satisfies readonly SenderRole[]

export interface Senders {
  /** Where each sender's script runs: the evil sibling frame, the evil popup, the host page. */
  frames: Record<SenderRole, Frame>
  popup: Page
  modal: Frame
  modalIndex: number
  modalOrigin: string
}

/**
 * Puts the host page's bundle in place, adds the evil sibling frame, opens the evil popup from the
 * host page and waits until both run the sender.
 */
export async function openSenders(
  page: Page,
  context: BrowserContext,
  modal: Frame,
  senderUrl: string,
  senderBundle: string,
  timeout: number,
): Promise<Senders> {
  await page.evaluate(senderBundle)
  const popupEvent = context.waitForEvent('page', { timeout })
  const { modalIndex } = await page.evaluate(
    (url) => (window as unknown as { __airlockFuzz: SenderApi }).__airlockFuzz.openSenders(url),
    senderUrl,
  )
  const popup = await popupEvent
  const ready = (frame: Frame) =>
    frame.waitForFunction(() => '__airlockFuzz' in window, undefined, { timeout, polling: 50 })
  const siblingElement = await page.waitForSelector('iframe[data-airlock-fuzz]', {
    state: 'attached',
    timeout,
  })
  const sibling = await siblingElement.contentFrame()
  if (!sibling) throw new Error('the evil sibling frame has no content frame')
  await Promise.all([ready(sibling), ready(popup.mainFrame())])
  return {
    frames: { sibling, popup: popup.mainFrame(), host: page.mainFrame() },
    popup,
    modal,
    modalIndex,
    modalOrigin: new URL(modal.url()).origin,
  }
}

export interface RoleCounts {
  toModal: number
  toHost: number
  ports: number
}

export interface AttackResult {
  sent: Record<SenderRole, RoleCounts>
  total: number
  /**
   * What the modal's drop counters should have gained, and what they did gain. The modal counts
   * every window message exactly once, so exact drops mean no forged message was accepted.
   */
  expected: DropCounts
  counted: DropCounts
  /** Messages the modal accepted meanwhile: the real channel's own traffic, for the record. */
  accepted: number
  /** What reached the host window, per sender, by the page's own listener; `other` must stay 0. */
  hostInbox: Inbox
  /** Messages that arrived on the ports the senders handed out. Any at all means one was used. */
  portMessages: number
  failures: SendReport['failures']
  ms: number
}

export interface DropCounts {
  foreignSource: number
  foreignOrigin: number
  malformed: number
  duplicate: number
}

export interface AttackPlan {
  /** Messages per sender; each goes to the modal frame or the host window, alternately. */
  perSender: number
  /** Messages per sender per round: after each round the run waits until every one was received. */
  batch: number
  seed: number
  /** Epoch ms after which the run gives up. */
  deadline: number
  onRound?: (done: number, perSender: number) => void
}

export const seedOf = (seed: number, role: SenderRole) => seed + senderRoles.indexOf(role)

export class GaveUpError extends Error {
  constructor(reason: string) {
    super(`gave up waiting: ${reason}`)
  }
}

function counters(diagnostics: ModalDiagnostics) {
  const { accepted, dropped } = diagnostics.stats
  return { accepted, ...dropped }
}

/**
 * One round: every sender posts messages `from` to `from + count - 1` of its own stream at once;
 * `aim` adds what the order needs beyond that (the modal's origin, the wallet frame).
 */
export function sendRound(
  senders: Senders,
  plan: AttackPlan,
  from: number,
  count: number,
  aim: (role: SenderRole) => Partial<SendOrder>,
): Promise<SendReport[]> {
  return Promise.all(
    senderRoles.map((role) => {
      const order: SendOrder = {
        role,
        seed: seedOf(plan.seed, role),
        from,
        count,
        modalIndex: senders.modalIndex,
        ...aim(role),
      }
      return senders.frames[role].evaluate(
        (o) => (window as unknown as { __airlockFuzz: SenderApi }).__airlockFuzz.send(o),
        order,
      )
    }),
  )
}

/**
 * Every sender sends its share in rounds; after each round the run waits until the modal has
 * counted every message sent to it and the host window has received every one sent to it, so the
 * browser's queues stay short and a stuck receiver shows as a timeout instead of a false pass.
 */
export async function runAttack(page: Page, senders: Senders, plan: AttackPlan): Promise<AttackResult> {
  const started = Date.now()
  const base = counters(await readDiagnostics(senders.modal))
  const inboxBase = await hostInbox(page)
  const sent = Object.fromEntries(senderRoles.map((r) => [r, { toModal: 0, toHost: 0, ports: 0 }])) as Record<
    SenderRole,
    RoleCounts
  >
  const failures: SendReport['failures'] = []
  for (let from = 0; from < plan.perSender; from += plan.batch) {
    const count = Math.min(plan.batch, plan.perSender - from)
    const reports = await sendRound(senders, plan, from, count, (role) =>
      role === 'host' ? { modalOrigin: senders.modalOrigin } : {},
    )
    reports.forEach((report, i) => {
      const role = senderRoles[i] as SenderRole
      sent[role].toModal += report.modal
      sent[role].toHost += report.host
      sent[role].ports += report.ports
      failures.push(...report.failures)
    })
    await waitDelivered(page, senders.modal, base, inboxBase, sent, plan.deadline)
    plan.onRound?.(from + count, plan.perSender)
  }
  const hostIndices = Array.from({ length: Math.ceil(plan.perSender / 2) }, (_, i) => i * 2)
  const duplicate = expectedDuplicates(seedOf(plan.seed, 'host'), hostIndices)
  const final = counters(await readDiagnostics(senders.modal))
  const inbox = await hostInbox(page)
  let portMessages = 0
  for (const role of senderRoles)
    portMessages += await senders.frames[role].evaluate(() =>
      (window as unknown as { __airlockFuzz: SenderApi }).__airlockFuzz.portMessages(),
    )
  const delta = (key: keyof typeof final) => final[key] - base[key]
  const hostInboxDelta = Object.fromEntries(
    Object.entries(inbox).map(([key, value]) => [key, value - inboxBase[key as keyof Inbox]]),
  ) as Inbox
  return {
    sent,
    total: senderRoles.reduce((sum, r) => sum + sent[r].toModal + sent[r].toHost, 0),
    expected: {
      foreignSource: sent.sibling.toModal + sent.popup.toModal,
      foreignOrigin: 0,
      malformed: sent.host.toModal - duplicate,
      duplicate,
    },
    counted: {
      foreignSource: delta('foreignSource'),
      foreignOrigin: delta('foreignOrigin'),
      malformed: delta('malformed'),
      duplicate: delta('duplicate'),
    },
    accepted: delta('accepted'),
    hostInbox: hostInboxDelta,
    portMessages,
    failures,
    ms: Date.now() - started,
  }
}

function hostInbox(page: Page) {
  return page.evaluate(() => (window as unknown as { __airlockFuzz: SenderApi }).__airlockFuzz.inbox())
}

/**
 * Polls `check` until it returns true. A string is the reason it is not there yet, which becomes
 * the error if the deadline passes first: a receiver that stops counting fails with what it counted.
 */
export async function waitFor(check: () => Promise<true | string>, deadline: number, pollMs = 25) {
  for (;;) {
    const result = await check()
    if (result === true) return
    if (Date.now() + pollMs >= deadline) throw new GaveUpError(result)
    await new Promise((resolve) => setTimeout(resolve, pollMs))
  }
}

async function waitDelivered(
  page: Page,
  modal: Frame,
  base: ReturnType<typeof counters>,
  inboxBase: Inbox,
  sent: Record<SenderRole, RoleCounts>,
  deadline: number,
) {
  const foreign = sent.sibling.toModal + sent.popup.toModal
  await waitFor(async () => {
    const now = counters(await readDiagnostics(modal))
    const foreignCounted = now.foreignSource - base.foreignSource
    const fromHostCounted = now.malformed + now.duplicate - base.malformed - base.duplicate
    if (foreignCounted >= foreign && fromHostCounted >= sent.host.toModal) return true
    return (
      `the modal counted ${foreignCounted} of ${foreign} messages from the evil frame and popup as foreignSource ` +
      `and ${fromHostCounted} of ${sent.host.toModal} from the host page as malformed or duplicate ` +
      `(accepted +${now.accepted - base.accepted}, foreignOrigin +${now.foreignOrigin - base.foreignOrigin})`
    )
  }, deadline)
  await waitFor(async () => {
    const inbox = await hostInbox(page)
    const short = senderRoles.filter((r) => inbox[r] - inboxBase[r] < sent[r].toHost)
    if (short.length === 0) return true
    return `the host window is still missing messages from ${short
      .map((r) => `the ${r} (${inbox[r] - inboxBase[r]} of ${sent[r].toHost})`)
      .join(', ')}`
  }, deadline)
}

export async function closeSenders(senders: Senders) {
  for (const role of senderRoles)
    await senders.frames[role]
      .evaluate(() => (window as unknown as { __airlockFuzz: SenderApi }).__airlockFuzz.closePorts())
      .catch(() => undefined)
  await senders.popup.close()
}
