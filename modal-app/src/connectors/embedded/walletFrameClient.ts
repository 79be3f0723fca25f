import {
  type AppEventName,
  type AppEventPayload,
  type AppEventResult,
  appEventType,
  errorEventType,
  FRAME_EVENT_PREFIX,
  FrameMessageSchema,
  frameErrorMessage,
  frameEventType,
  SECURE_SITE_SDK_VERSION,
  successEventType,
  timedAppEvents,
  WALLET_FRAME_TIMEOUT_MS,
} from '@airlock/shared-protocol'
import { msg, t } from '../../i18n/t.js'

/** Spec section 8: the wallet frame did not load. */
export const FRAME_LOAD_ERROR = msg('Unable to load email login dependency')

/** A refusal from the frame: its text, and the EIP-1193 code of an RPC refusal (4001 rejected). */
export class WalletFrameError extends Error {
  constructor(
    message: string,
    readonly code?: number,
  ) {
    super(message)
    this.name = 'WalletFrameError'
  }
}

export interface WalletFrameClient {
  /** The frame's element: hidden, except while it shows an approval (`show`). */
  element: HTMLIFrameElement
  ready: Promise<void>
  request<N extends AppEventName>(name: N, payload: AppEventPayload<N>): Promise<AppEventResult<N>>
  /** The frame says its session changed (signed out in another tab, expired). */
  onSessionUpdate(listener: (isConnected: boolean) => void): () => void
  /** Lays the frame over `slot` (its approval UI is the visitor's to click), or hides it with `null`. */
  show(slot: HTMLElement | null): void
  destroy(): void
}

export interface WalletFrameOptions {
  walletUrl: string
  projectId: string
  chainId: number | string
  doc?: Document
  /** How long the frame may take to say ready. */
  loadTimeoutMs?: number
}

let sequence = 0
const nextId = () => `${Date.now().toString(36)}-${(sequence++).toString(36)}`

/**
 * The embedded wallet's frame, a sub-frame on its own origin (spec section 7): app events go to it with a
 * request id and come back as its `_SUCCESS` or `_ERROR` event. Both sides pin the other's window and
 * origin; every answer is checked with FrameMessageSchema, and one that fails the check is dropped.
 */
export function createWalletFrame(options: WalletFrameOptions): WalletFrameClient {
  const { walletUrl, projectId, chainId, doc = document, loadTimeoutMs = WALLET_FRAME_TIMEOUT_MS } = options
  const walletOrigin = new URL(walletUrl).origin
  const url = new URL(walletUrl)
  url.search = new URLSearchParams({
    projectId,
    chainId: String(chainId),
    version: String(SECURE_SITE_SDK_VERSION),
    enableLogger: 'false',
  }).toString()
  const element = doc.createElement('iframe')
  element.src = url.href
  element.title = t('Airlock embedded wallet')
  element.setAttribute('data-testid', 'wallet-frame')
  element.style.cssText =
    'position:fixed;border:0;background:transparent;color-scheme:normal;z-index:20;opacity:0;pointer-events:none;left:0;top:0;width:0;height:0'
  element.setAttribute('aria-hidden', 'true')
  element.tabIndex = -1

  const pending = new Map<
    string,
    { name: AppEventName; resolve: (v: unknown) => void; reject: (e: Error) => void }
  >()
  const sessionListeners = new Set<(isConnected: boolean) => void>()
  let markReady: () => void = () => undefined
  let failReady: (error: Error) => void = () => undefined
  const ready = new Promise<void>((resolve, reject) => {
    markReady = resolve
    failReady = reject
  })
  ready.catch(() => undefined)
  // A frame that fails to load fires no error event (browsers show an error page and fire load), so
  // only its READY tells: without it in time, the email login dependency did not load.
  const loadTimer = setTimeout(() => failReady(new WalletFrameError(FRAME_LOAD_ERROR)), loadTimeoutMs)

  const win = doc.defaultView as Window
  const onMessage = (event: MessageEvent) => {
    if (event.source !== element.contentWindow || event.origin !== walletOrigin) return
    const type = (event.data as { type?: unknown } | null)?.type
    if (typeof type !== 'string' || !type.startsWith(FRAME_EVENT_PREFIX)) return
    const parsed = FrameMessageSchema.safeParse(event.data)
    if (!parsed.success) return
    const message = parsed.data as { type: string; id?: string; payload?: unknown }
    if (message.type === frameEventType('READY')) {
      clearTimeout(loadTimer)
      return markReady()
    }
    if (message.type === frameEventType('SESSION_UPDATE')) {
      const isConnected = (message.payload as { isConnected: boolean }).isConnected
      for (const listener of sessionListeners) listener(isConnected)
      return
    }
    const entry = message.id ? pending.get(message.id) : undefined
    if (!entry || !message.id) return
    if (message.type === successEventType(entry.name)) {
      pending.delete(message.id)
      entry.resolve(message.payload)
    } else if (message.type === errorEventType(entry.name)) {
      pending.delete(message.id)
      const code = (message.payload as { code?: number }).code
      entry.reject(new WalletFrameError(frameErrorMessage(message.payload), code))
    }
  }
  win.addEventListener('message', onMessage)
  doc.body.appendChild(element)

  let slotObserver: ResizeObserver | undefined
  const place = (slot: HTMLElement) => {
    const rect = slot.getBoundingClientRect()
    Object.assign(element.style, {
      left: `${rect.left}px`,
      top: `${rect.top}px`,
      width: `${rect.width}px`,
      height: `${rect.height}px`,
    })
  }

  return {
    element,
    ready,
    async request(name, payload) {
      await ready
      const id = nextId()
      const answer = new Promise<unknown>((resolve, reject) => {
        pending.set(id, { name, resolve, reject })
        if (timedAppEvents.has(name))
          setTimeout(() => {
            if (!pending.delete(id)) return
            reject(new WalletFrameError(msg('The embedded wallet did not answer in time')))
          }, WALLET_FRAME_TIMEOUT_MS)
      })
      element.contentWindow?.postMessage({ type: appEventType(name), id, payload }, walletOrigin)
      return answer as Promise<AppEventResult<typeof name>>
    },
    onSessionUpdate(listener) {
      sessionListeners.add(listener)
      return () => sessionListeners.delete(listener)
    },
    show(slot) {
      slotObserver?.disconnect()
      slotObserver = undefined
      const visible = slot !== null
      element.style.opacity = visible ? '1' : '0'
      element.style.pointerEvents = visible ? 'auto' : 'none'
      if (visible) element.removeAttribute('aria-hidden')
      else element.setAttribute('aria-hidden', 'true')
      element.tabIndex = visible ? 0 : -1
      if (!slot) return
      place(slot)
      slotObserver = new ResizeObserver(() => place(slot))
      slotObserver.observe(slot)
      element.contentWindow?.focus()
    },
    destroy() {
      clearTimeout(loadTimer)
      slotObserver?.disconnect()
      win.removeEventListener('message', onMessage)
      element.remove()
      for (const [id, entry] of pending) {
        pending.delete(id)
        entry.reject(new WalletFrameError(msg('Request was aborted')))
      }
    },
  }
}
