import type { AppKit } from '../createAppKit.js'
import { adoptStyles } from './shadowStyles.js'
import { watchAppKit } from './watchAppKit.js'

/** The frame's height bounds: a modal that reports anything else is clamped to them. */
export const EMBEDDED_HEIGHT = { min: 100, max: 1000, initial: 480 } as const

/**
 * The height the frame takes for the card height the modal reported in its snapshot: a finite
 * number, rounded up and clamped to EMBEDDED_HEIGHT; anything else (absent, a string, NaN) is no
 * report at all. The snapshot comes over the pinned channel, but a modal is still not trusted to
 * size the host's layout without bounds.
 */
export function embeddedHeight(reported: unknown): number | undefined {
  if (typeof reported !== 'number' || !Number.isFinite(reported)) return undefined
  return Math.min(EMBEDDED_HEIGHT.max, Math.max(EMBEDDED_HEIGHT.min, Math.ceil(reported)))
}

// The core's frame is made to cover the page and hidden while the modal is closed (mountFrame.ts):
// inline, neither applies, so these rules win over its inline styles (!important beats them).
const styles = `
:host{display:block;width:100%;max-width:400px}
:host([hidden]),div:not(.on){display:none}
div{height:var(--airlock-height);transition:height .2s}
iframe{position:static!important;display:block;width:100%!important;height:100%!important;
opacity:1!important;pointer-events:auto!important;transition:none!important;border:0}
`

// One frame per page: a second <appkit-modal>, or one that replaces a removed one (a framework
// re-rendering), takes it over (moving an iframe reloads it; the channel reconnects).
let embedded: HTMLIFrameElement | undefined

/**
 * `<appkit-modal>`: in embedded mode (`enableEmbedded: true`) the modal's card, inline where the page
 * puts the element, always shown and as tall as the card; without it, nothing (the modal stays over
 * the page).
 */
export class ModalElement extends (globalThis.HTMLElement ?? class {}) {
  private readonly box: HTMLDivElement
  private unwatch: (() => unknown) | undefined
  private unsubscribe: (() => unknown) | undefined
  private guard: MutationObserver | undefined

  constructor() {
    super()
    const root = this.attachShadow({ mode: 'open' })
    adoptStyles(root, styles)
    this.box = document.createElement('div')
    this.box.setAttribute('part', 'frame')
    root.append(this.box)
    this.setHeight(EMBEDDED_HEIGHT.initial)
  }

  connectedCallback() {
    this.unwatch = watchAppKit((appKit) => this.attach(appKit))
  }

  disconnectedCallback() {
    this.unwatch?.()
    this.unsubscribe?.()
    this.guard?.disconnect()
  }

  private attach(appKit: AppKit) {
    this.unsubscribe?.()
    if (!appKit.embed) return
    appKit.embed(this.box)
    embedded = this.box.querySelector('iframe') ?? embedded
    if (!embedded) return
    if (embedded.parentNode !== this.box) this.box.append(embedded)
    this.box.className = 'on'
    this.keepShown(embedded)
    const draw = () => {
      const height = embeddedHeight(appKit.getView().snapshot.cardHeight)
      if (height) this.setHeight(height)
    }
    this.unsubscribe = appKit.subscribeSnapshot(draw)
    draw()
  }

  /**
   * The core hides the frame with `inert` and aria-hidden while the modal is closed: an inline card is
   * never closed, so they are taken off again as soon as they are set (before the next paint).
   */
  private keepShown(frame: HTMLIFrameElement) {
    const show = () => {
      if (frame.inert) frame.inert = false
      if (frame.hasAttribute('aria-hidden')) frame.removeAttribute('aria-hidden')
    }
    this.guard?.disconnect()
    this.guard = new MutationObserver(show)
    this.guard.observe(frame, { attributeFilter: ['inert', 'aria-hidden'] })
    show()
  }

  private setHeight(height: number) {
    this.box.style.setProperty('--airlock-height', `${height}px`)
  }
}
