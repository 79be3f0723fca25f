/**
 * Runs in the browser (bundled by `bundleSender.ts`): in the evil origin's sibling frame and
 * popup, and in the host page itself. Each sender builds its messages locally from the seed, so
 * a hundred thousand of them never cross the test driver's protocol.
 */
import type { ForgeLimits } from './forgeContext.ts'
import { forgeMessage } from './forgedMessages.ts'

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
}

export interface SendReport {
  /** Messages posted to the modal frame (even indices) and to the host window (odd indices). */
  modal: number
  host: number
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
}

/** What reached the host window, per sender; `other` is any other window. */
export type Inbox = Record<SenderRole | 'other', number>

const kept: MessagePort[] = []
let portMessages = 0
const inboxCounts: Inbox = { sibling: 0, popup: 0, host: 0, other: 0 }

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

const api: SenderApi = {
  send(order) {
    const host = hostWindowOf(order.role)
    const modal = host.frames[order.modalIndex]
    if (!modal) throw new Error(`no frame ${order.modalIndex} in the host window`)
    const modalTarget = order.role === 'host' ? (order.modalOrigin ?? '') : '*'
    const hostTarget = order.role === 'host' ? location.origin : '*'
    const report: SendReport = { modal: 0, host: 0, ports: 0, failures: [] }
    for (let index = order.from; index < order.from + order.count; index++) {
      const message = forgeMessage(order.seed, index, newPort, order.limits)
      const toModal = index % 2 === 0
      try {
        if (toModal) modal.postMessage(message.data, modalTarget, message.transfer)
        else host.postMessage(message.data, hostTarget, message.transfer)
        if (toModal) report.modal++
        else report.host++
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
}

;(window as unknown as { __airlockFuzz: SenderApi }).__airlockFuzz = api
