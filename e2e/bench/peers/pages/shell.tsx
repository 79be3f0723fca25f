import { type ReactNode, useEffect, useState } from 'react'
import { createRoot } from 'react-dom/client'

/** What the bench reads from every page: when the modal library is ready, how to open it, what shows. */
export interface BenchHooks {
  /** ms since navigation start of the first React commit after the library's setup (the host page usable) */
  ready?: number
  /** Airlock: ms since navigation start when the modal iframe finished its handshake */
  modalReady?: number
  open?: () => void
  /** The library's dialog is on screen / its first wallet row is painted (same-document modals). */
  probe?: () => { dialog: boolean; row: boolean }
  /** Airlock pages: the AppKit instance, whose state says when the (cross-origin) dialog is open. */
  appKit?: unknown
}

declare global {
  interface Window {
    __bench: BenchHooks
  }
}
window.__bench ??= {}

export function markReady() {
  window.__bench.ready ??= performance.now()
}

export function markModalReady() {
  window.__bench.modalReady ??= performance.now()
}

/** A host control that must stay responsive while the modal library starts. */
function Ping() {
  const [count, setCount] = useState(0)
  return (
    <button id="ping" type="button" onClick={() => setCount((n) => n + 1)}>
      Ping {count}
    </button>
  )
}

function ReadyOnMount({ when }: { when: boolean }) {
  useEffect(() => {
    if (when) markReady()
  }, [when])
  return null
}

/** The same page around every library: a title, the ping button and the library's connect button. */
export function mount(children: ReactNode, { readyOnMount = true } = {}) {
  const root = document.getElementById('root')
  if (!root) throw new Error('no #root')
  createRoot(root).render(
    <main style={{ fontFamily: 'system-ui, sans-serif', padding: 24 }}>
      <h1>Wallet modal bench</h1>
      <Ping />
      {children}
      <ReadyOnMount when={readyOnMount} />
    </main>,
  )
}

/** Finds an element anywhere in the document, shadow roots included (AppKit renders in them). */
export function deepQuery(selector: string, root: Document | ShadowRoot = document): Element | null {
  const found = root.querySelector(selector)
  if (found) return found
  for (const el of root.querySelectorAll('*')) {
    if (el.shadowRoot) {
      const inner = deepQuery(selector, el.shadowRoot)
      if (inner) return inner
    }
  }
  return null
}

export const visible = (el: Element | null) => {
  if (!el) return false
  const rect = el.getBoundingClientRect()
  return rect.width > 0 && rect.height > 0
}
