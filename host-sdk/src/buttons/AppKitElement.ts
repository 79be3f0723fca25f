import type { AppKit } from '../createAppKit.js'
import type { HostView } from '../state/hostState.js'
import { adoptStyles } from './shadowStyles.js'
import { buttonStyles } from './styles.js'
import { watchAppKit } from './watchAppKit.js'

/** What every element draws from: the page's AppKit (once there is one) and its last view. */
export interface Drawn {
  appKit: AppKit | undefined
  view: HostView | undefined
  /** The modal is busy: opening, connecting or restoring a session. */
  busy: boolean
}

type Theme = Record<string, string | number | undefined>

/**
 * The base of the `appkit-*` elements (the browser's own, not Lit: nothing to load): one real
 * `<button>` in an open shadow root, drawn again on every snapshot, theme change and attribute change.
 * The button itself is kept, so focus stays on it while its content changes.
 */
// Under a server renderer there is no HTMLElement: the classes are then defined on a stand-in and
// never registered (defineAppKitElements checks for customElements).
const ElementBase = (globalThis.HTMLElement ?? class {}) as typeof HTMLElement

export class AppKitElement extends ElementBase {
  protected readonly button: HTMLButtonElement
  protected appKit: AppKit | undefined
  private unwatch: (() => unknown) | undefined
  private subscriptions: (() => unknown)[] = []

  constructor() {
    super()
    const root = this.attachShadow({ mode: 'open' })
    adoptStyles(root, buttonStyles)
    this.button = document.createElement('button')
    this.button.type = 'button'
    this.button.setAttribute('part', 'button')
    this.button.addEventListener('click', () => this.activate())
    root.append(this.button)
  }

  connectedCallback() {
    this.unwatch = watchAppKit((appKit) => {
      this.unsubscribe()
      this.appKit = appKit
      this.subscriptions = [
        appKit.subscribeSnapshot(() => this.draw()),
        appKit.subscribeTheme(() => this.draw()),
      ]
      if (this.isConnected) this.draw()
    })
    this.draw()
  }

  disconnectedCallback() {
    this.unwatch?.()
    this.unsubscribe()
  }

  private unsubscribe() {
    for (const stop of this.subscriptions.splice(0)) stop()
  }

  attributeChangedCallback() {
    if (this.isConnected) this.draw()
  }

  /** Reads the state and draws the button: its classes, theme and content. */
  protected draw() {
    const appKit = this.appKit
    const view = appKit?.getView()
    const status = view?.snapshot.status
    const busy = Boolean(view && (view.state.loading || status === 'connecting' || status === 'reconnecting'))
    const button = this.button
    const mode = appKit?.getThemeMode() ?? 'dark'
    button.className = mode
    // The app's theme variables where AppKit gives them (`getThemeVariables`); the page's CSS otherwise.
    const theme = (appKit as { getThemeVariables?: () => Theme } | undefined)?.getThemeVariables?.() ?? {}
    for (const name of ['--w3m-accent', '--w3m-font-family', '--w3m-border-radius-master']) {
      const value = theme[name]
      if (value === undefined) button.style.removeProperty(name)
      else button.style.setProperty(name, String(value))
    }
    this.render({ appKit, view, busy })
  }

  /** Each element's own content. */
  protected render(_drawn: Drawn): void {}

  /** Each element's click (or Enter/Space: a real button). */
  protected activate(): void {}

  /** A boolean attribute: present and not "false". */
  protected flag(name: string): boolean {
    const value = this.getAttribute(name)
    return value !== null && value !== 'false'
  }

  /** Replaces the button's content, keeping the button (and its focus). */
  protected fill(...children: (Node | string)[]) {
    this.button.replaceChildren(...children)
  }
}

/** A span with a class and text. */
export function span(className: string, text = ''): HTMLSpanElement {
  const element = document.createElement('span')
  element.className = className
  element.textContent = text
  return element
}

function monogram(name: string): HTMLElement {
  const element = span('img', name.slice(0, 1).toUpperCase())
  element.setAttribute('aria-hidden', 'true')
  return element
}

/**
 * An image (decorative: the button's text names it) or, without a safe source, a monogram; the
 * monogram also takes the image's place when it fails (a dead URL, or a page CSP that blocks it).
 */
export function picture(src: string | undefined, name: string): HTMLElement {
  if (!src) return monogram(name)
  const image = document.createElement('img')
  image.className = 'img'
  image.alt = ''
  image.addEventListener('error', () => image.replaceWith(monogram(name)), { once: true })
  image.src = src
  return image
}

export function spinner(): HTMLElement {
  const element = span('spinner')
  element.setAttribute('aria-hidden', 'true')
  return element
}
