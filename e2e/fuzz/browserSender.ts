/**
 * Runs in the browser (bundled by `bundleSender.ts`): in the evil origin's sibling frame and
 * popup, and in the host page itself. Each sender builds its messages locally from the seed, so
 * a hundred thousand of them never cross the test driver's protocol.
 */
import type { ForgeLimits, WalletTarget } from './forgeContext.ts'
import { forgeMessage } from './forgedMessages.ts'
import { forgeWalletMessage } from './walletForgedMessages.ts'

export type SenderRole = 'sibling' | 'popup' | 'host'

export interface SendOrder {
  role: SenderRole
  seed: number
  from: number
  count: number
  /** The modal frame's index in the host page's `window.frames`. */
  modalIndex: number
  /** Only the host page knows it; the others post with `'*'`, as an attacker would. */
  modalOrigin?: string
  limits?: ForgeLimits
  /** Set: every message goes to the wallet frame instead, from the wallet frame's stream. */
  wallet?: WalletAim
}

/** The wallet frame inside the modal frame, and the sign-in under way there. */
export interface WalletAim extends WalletTarget {
  /** Its index in the modal frame's `window.frames`. */
  index: number
}

export interface SendReport {
  /** Messages posted to the modal frame (even indices) and to the host window (odd indices). */
  modal: number
  host: number
  /** Messages posted to the wallet frame (every index, when the order names it). */
  wallet: number
  /** Posted messages by family (forgedMessages.ts, walletForgedMessages.ts). */
  families: Record<string, number>
  /** Of those, proof requests exactly as the callback page sends them for the live sign-in. */
  liveProofRequests: number
  ports: number
  /** Posts that threw (a generator bug: every message must be cloneable). First few only. */
  failures: { index: number; variant: string; error: string }[]
}

export interface SenderApi {
  send(order: SendOrder): SendReport
  /** Messages that arrived on the ports this sender handed out: any at all means someone used one. */
  portMessages(): number
  closePorts(): void
  /** Host page only: adds the evil sibling frame and popup, and counts what reaches this window per sender. */
  openSenders(url: string): { modalIndex: number }
  inbox(): Inbox
  /** Starts counting what reaches this window from the wallet frame (its window or its origin). */
  watchWallet(order: Pick<SendOrder, 'role' | 'modalIndex'> & { wallet: WalletAim }): void
  /** Must stay 0: the wallet frame answers only its parent and the social popup's callback page. */
  fromWallet(): number
}

/** What reached the host window, per sender; `other` is any other window. */
export type Inbox = Record<SenderRole | 'other', number>

const kept: MessagePort[] = []
let portMessages = 0
const inboxCounts: Inbox = { sibling: 0, popup: 0, host: 0, other: 0 }
let fromWallet = 0

function newPort(): MessagePort {
  const channel = new MessageChannel()
  channel.port1.onmessage = () => {
    portMessages++
  }
  kept.push(channel.port1)
  return channel.port2
}

function hostWindowOf(role: SenderRole): Window {
  if (role === 'host') return window
  const host = role === 'popup' ? (window.opener as Window | null) : window.parent
  if (!host || host === window) throw new Error(`the ${role} sender has no host window`)
  return host
}

function modalFrameIndex(): number {
  const frame = document.querySelector<HTMLIFrameElement>('iframe[data-airlock-frame]')
  for (let i = 0; i < window.frames.length; i++) if (window.frames[i] === frame?.contentWindow) return i
  throw new Error('the modal frame is not in this page')
}

function modalFrameOf(role: SenderRole, modalIndex: number): Window {
  const modal = hostWindowOf(role).frames[modalIndex]
  if (!modal) throw new Error(`no frame ${modalIndex} in the host window`)
  return modal
}

function walletFrameOf(role: SenderRole, modalIndex: number, wallet: WalletAim): Window {
  const frame = modalFrameOf(role, modalIndex).frames[wallet.index]
  if (!frame) throw new Error(`no frame ${wallet.index} in the modal frame`)
  return frame
}

type Target = 'modal' | 'host' | 'wallet'

/**
 * Where message `index` goes, with which targetOrigin, and what it is. The wallet frame gets `'*'`
 * from everyone: even the host page cannot post as the wallet origin, the one its proof listener answers.
 */
function aim(order: SendOrder, index: number) {
  if (order.wallet) {
    const message = forgeWalletMessage(order.seed, index, newPort, order.wallet, order.limits)
    return { to: 'wallet' as Target, origin: '*', message }
  }
  const message = forgeMessage(order.seed, index, newPort, order.limits)
  const host = order.role === 'host'
  if (index % 2 === 0)
    return { to: 'modal' as Target, origin: host ? (order.modalOrigin ?? '') : '*', message }
  return { to: 'host' as Target, origin: host ? location.origin : '*', message }
}

const api: SenderApi = {
  send(order) {
    const report: SendReport = {
      modal: 0,
      host: 0,
      wallet: 0,
      families: {},
      liveProofRequests: 0,
      ports: 0,
      failures: [],
    }
    const windows: Record<Target, () => Window> = {
      modal: () => modalFrameOf(order.role, order.modalIndex),
      host: () => hostWindowOf(order.role),
      wallet: () => walletFrameOf(order.role, order.modalIndex, order.wallet as WalletAim),
    }
    const resolved: Partial<Record<Target, Window>> = {}
    for (let index = order.from; index < order.from + order.count; index++) {
      const { to, origin, message } = aim(order, index)
      resolved[to] ??= windows[to]()
      try {
        resolved[to].postMessage(message.data, origin, message.transfer)
        report[to]++
        report.families[message.family] = (report.families[message.family] ?? 0) + 1
        if (message.variant === 'proof-request-live') report.liveProofRequests++
        report.ports += message.transfer.length
      } catch (error) {
        if (report.failures.length < 5)
          report.failures.push({ index, variant: message.variant, error: String(error).slice(0, 200) })
      }
    }
    return report
  },
  portMessages: () => portMessages,
  closePorts() {
    for (const port of kept.splice(0)) port.close()
  },
  openSenders(url) {
    const frame = document.createElement('iframe')
    frame.src = `${url}?role=sibling`
    frame.title = 'evil sibling'
    frame.setAttribute('data-airlock-fuzz', 'sibling')
    document.body.appendChild(frame)
    const popup = window.open(`${url}?role=popup`, 'airlockFuzzPopup')
    if (!popup) throw new Error('the popup was blocked')
    window.addEventListener('message', (event) => {
      const from =
        event.source === frame.contentWindow
          ? 'sibling'
          : event.source === popup
            ? 'popup'
            : event.source === window
              ? 'host'
              : 'other'
      inboxCounts[from]++
    })
    return { modalIndex: modalFrameIndex() }
  },
  inbox: () => ({ ...inboxCounts }),
  watchWallet({ role, modalIndex, wallet }) {
    const frame = walletFrameOf(role, modalIndex, wallet)
    window.addEventListener('message', (event) => {
      if (event.source === frame || event.origin === wallet.walletOrigin) fromWallet++
    })
  },
  fromWallet: () => fromWallet,
}

;(window as unknown as { __airlockFuzz: SenderApi }).__airlockFuzz = api
