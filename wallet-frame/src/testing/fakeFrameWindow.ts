import { vi } from 'vitest'
import type { FrameWindow } from '../channel/frameWindow.js'

export const MODAL = 'http://modal.localhost:5174'
export const HOST = 'http://app.localhost:5173'
/** The frame's own origin (the wallet service's). */
export const WALLET = 'http://wallet.localhost:5175'

export interface FakeFrameOptions {
  /** `location.ancestorOrigins`, nearest first; null to leave it out (Firefox). */
  ancestors?: string[] | null
  referrer?: string
  /** Not framed: `window.parent === window`. */
  top?: boolean
  search?: string
}

/**
 * Test-only: a window for the frame, in happy-dom's document, with a parent that records what is
 * posted to it and `send` to deliver a message as the browser would (its data, source and origin).
 */
export function fakeFrameWindow({
  ancestors = [MODAL, HOST],
  referrer = '',
  top = false,
  search = '?chainId=31337',
}: FakeFrameOptions = {}) {
  const posted: { message: unknown; targetOrigin: string }[] = []
  const parent = {
    postMessage: (message: unknown, targetOrigin: string) => void posted.push({ message, targetOrigin }),
  }
  const target = new EventTarget()
  const reload = vi.fn()
  Object.defineProperty(document, 'referrer', { value: referrer, configurable: true })
  const self = Object.assign(target, {
    parent: parent as FrameWindow['parent'],
    location: { origin: WALLET, search, reload, ...(ancestors ? { ancestorOrigins: ancestors } : {}) },
    document,
  }) as unknown as FrameWindow
  if (top) self.parent = self as unknown as FrameWindow['parent']
  function send(data: unknown, { source = self.parent as unknown, origin = MODAL } = {}) {
    target.dispatchEvent(Object.assign(new Event('message'), { data, source, origin }))
  }
  return { self, parent, posted, send, reload }
}

/** Resets the shared document to the served page: the meta tag (or none) and an empty approval root. */
export function servedPage(modalOrigin: string | undefined = MODAL) {
  document.head.innerHTML =
    modalOrigin === undefined ? '' : `<meta name="airlock-modal-origin" content="${modalOrigin}">`
  document.body.innerHTML = '<main id="approval" hidden></main>'
  for (const key of Object.keys(document.documentElement.dataset))
    delete document.documentElement.dataset[key]
}
