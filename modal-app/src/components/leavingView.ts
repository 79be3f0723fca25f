import { times } from '@airlock/shared-protocol'

/** A copy of the view body as it was painted, taken just before React replaces it. */
export interface ViewSnapshot {
  copy: HTMLElement
  box: { top: number; left: number; width: number; height: number }
  /** Scroll offsets and typed values a deep clone does not carry, restored once the copy is attached. */
  restore: Array<() => void>
}

/**
 * Copies the body: the clone keeps classes and attributes, not state, so the scroll offsets and field
 * values are taken from the live tree beside it. A frame in the copy would load its page a second time
 * (the wallet frame, a checkout): it becomes an empty box of the same size.
 */
export function snapshotView(body: HTMLElement): ViewSnapshot {
  const copy = body.cloneNode(true) as HTMLElement
  const restore: Array<() => void> = []
  const walk = (live: Element, clone: Element) => {
    const { scrollTop, scrollLeft } = live
    if (scrollTop || scrollLeft)
      restore.push(() => {
        clone.scrollTop = scrollTop
        clone.scrollLeft = scrollLeft
      })
    if (live instanceof HTMLInputElement || live instanceof HTMLTextAreaElement)
      (clone as HTMLInputElement).value = live.value
    if (live instanceof HTMLIFrameElement) {
      const box = document.createElement('div')
      box.style.width = `${live.offsetWidth}px`
      box.style.height = `${live.offsetHeight}px`
      clone.replaceWith(box)
      return
    }
    for (let i = 0; i < live.children.length; i++) {
      const child = clone.children[i]
      if (child) walk(live.children[i] as Element, child)
    }
  }
  walk(body, copy)
  const box = {
    top: body.offsetTop,
    left: body.offsetLeft,
    width: body.offsetWidth,
    height: body.offsetHeight,
  }
  return { copy, box, restore }
}

let styles: { count: number; sheet: CSSStyleSheet } | undefined

/**
 * The page's rules, for the copy's shadow root (rules do not cross into one). Built once, again only
 * when a lazily loaded chunk has added a sheet.
 */
function pageStyles(): CSSStyleSheet {
  const sheets = Array.from(document.styleSheets)
  if (styles?.count === sheets.length) return styles.sheet
  const text = sheets
    .map((sheet) => {
      try {
        return Array.from(sheet.cssRules, (rule) => rule.cssText).join('\n')
      } catch {
        return '' // another origin's sheet: the modal has none, and its rules cannot be read
      }
    })
    .join('\n')
  const sheet = new CSSStyleSheet()
  sheet.replaceSync(text)
  styles = { count: sheets.length, sheet }
  return sheet
}

/**
 * The outgoing half of the view cross-fade (spec section 9: 150 ms). The copy is laid where the old body
 * was, just after the new one (under the snackbar), and fades out while the new view fades in (index.css).
 * It is paint only: inert, hidden from assistive technology and in a closed shadow root, so no one (the
 * keyboard, a screen reader, a query for a button or a test id) meets a second copy of anything. Returns
 * a function that removes it early, as the next view change does.
 */
export function fadeOutView(snapshot: ViewSnapshot, body: HTMLElement): () => void {
  const host = document.createElement('div')
  host.setAttribute('data-leaving-view', '')
  host.setAttribute('aria-hidden', 'true')
  host.inert = true
  const { top, left, width, height } = snapshot.box
  Object.assign(host.style, {
    position: 'absolute',
    top: `${top}px`,
    left: `${left}px`,
    width: `${width}px`,
    height: `${height}px`,
    pointerEvents: 'none',
  })
  const root = host.attachShadow({ mode: 'closed' })
  root.adoptedStyleSheets = [pageStyles()]
  // The theme's class lives on <html>, which the shadow root's rules cannot see.
  const theme = document.createElement('div')
  theme.className = document.documentElement.className
  theme.style.height = '100%'
  snapshot.copy.style.height = '100%'
  snapshot.copy.style.overflow = 'hidden'
  theme.append(snapshot.copy)
  root.append(theme)
  body.after(host)
  for (const restore of snapshot.restore) restore()

  const remove = () => host.remove()
  const fade = host.animate([{ opacity: 1 }, { opacity: 0 }], {
    duration: times.animation.viewTransition,
    easing: 'ease-in',
    fill: 'forwards',
  })
  fade.onfinish = remove
  fade.oncancel = remove
  return remove
}
