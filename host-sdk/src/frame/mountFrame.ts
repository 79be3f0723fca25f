export interface ModalFrame {
  element: HTMLIFrameElement
  setVisible(visible: boolean): void
  setZIndex(zIndex: number): void
  destroy(): void
}

/**
 * The one iframe the host page gets. It covers the viewport but is hidden with opacity and
 * pointer-events, never display/visibility: Chromium stops rendering a cross-origin frame hidden
 * those ways, so the first frame after opening would pay a full paint. `inert` and aria-hidden
 * keep the hidden frame out of tab order and the accessibility tree.
 */
export function mountFrame(src: string, zIndex: number, parent: Node = document.body): ModalFrame {
  const element = document.createElement('iframe')
  element.src = src
  element.title = 'Airlock wallet modal'
  element.setAttribute('data-airlock-frame', '')
  // allow-scripts: the modal is a React app. allow-same-origin: it keeps its own origin, so it can
  // persist the session in its storage and so both sides can pin each other's origin. Nothing
  // else: popups, top navigation, forms and downloads stay blocked; links and deep links are
  // opened by the host (HostApi.openUrl).
  element.setAttribute('sandbox', 'allow-scripts allow-same-origin')
  // Copy buttons write to the clipboard from inside the frame; a Ledger is reached over WebHID.
  element.setAttribute('allow', 'clipboard-write; hid')
  // One string, smaller in the bundle than a style object. color-scheme must match the modal root's,
  // or Chromium paints an opaque backdrop.
  element.style.cssText = `position:fixed;inset:0;width:100%;height:100%;border:0;margin:0;padding:0;background:transparent;color-scheme:normal;z-index:${zIndex}`
  let restoreFocus: Element | null = null
  const setVisible = (visible: boolean) => {
    // Shown at once (the open animation runs inside the modal); hidden by fading out over the modal's
    // 150 ms close animation, so it is never cut. Clicks and focus leave it at once.
    element.style.transition = visible ? '' : '.15s'
    element.style.opacity = visible ? '1' : '0'
    element.style.pointerEvents = visible ? '' : 'none'
    element.inert = !visible
    if (visible) element.removeAttribute('aria-hidden')
    else element.setAttribute('aria-hidden', 'true')
    const active = document.activeElement
    if (visible && active !== element) {
      restoreFocus = active
      // Focus the frame's window, not the <iframe> element: focusing the element of a cross-process
      // frame left Chromium routing later keystrokes to the host page, so a visitor who clicked
      // into the modal's search box typed into nothing.
      element.contentWindow?.focus()
    } else if (!visible && active === element) {
      ;(restoreFocus as HTMLElement | null)?.focus?.()
    }
  }
  setVisible(false)
  parent.appendChild(element)
  return {
    element,
    setVisible,
    setZIndex: (z) => {
      element.style.zIndex = `${z}`
    },
    destroy: () => element.remove(),
  }
}

/**
 * The modal's URL for this project: the modal's server answers with a `frame-ancestors` policy
 * listing the project's allowed origins, so the browser itself refuses to show the modal elsewhere.
 */
export function frameUrl(modalUrl: string, projectId: string): string {
  return `${modalUrl.replace(/\/$/, '')}/?projectId=${encodeURIComponent(projectId)}`
}

/** How long after the frame's load event the modal's handshake may take; its script runs before load. */
const HANDSHAKE_GRACE_MS = 5_000

/**
 * Calls `onFailure` when the frame loaded but the modal did not shake hands within a grace period:
 * the browser showed its error page instead (refused by frame-ancestors, or the modal's server is
 * down; an error page fires `load` too). Returns the function that stops watching (handshake done).
 */
export function watchHandshake(element: HTMLIFrameElement, onFailure: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  const onLoad = () => {
    clearTimeout(timer)
    timer = setTimeout(onFailure, HANDSHAKE_GRACE_MS)
  }
  element.addEventListener('load', onLoad)
  return () => {
    clearTimeout(timer)
    element.removeEventListener('load', onLoad)
  }
}

/**
 * Runs `mount` once the host page has loaded and its main thread is idle (Safari, without
 * requestIdleCallback: the next task). A frame started while the page loads holds its load event
 * until the modal has loaded, even a lazily loaded one once the page has rendered (frame-start.spec);
 * at the load event itself it delayed the host's first React commit by 31-44 ms on 2 cores. Measured
 * beside those (8 interleaved runs each): the modal was ready at the same time within noise. Started
 * by createAppKit itself (bench:ready, 6 runs): ready at 245-275 ms after navigation instead of about
 * 320-370, but the host's load event moved from 125-150 ms to 250-300 ms (the modal's renderer must
 * commit, parse and paint first: about 120 ms from the frame's insertion here). With no driver in the
 * page (10 interleaved cold and warm runs): mounting in the load event itself moved the host's first
 * paint 15-25 ms later; after the host's next frame (rAF, then a task) the frame went in 6-8 ms sooner
 * but the modal, starting beside the host's post-paint work, was ready no sooner than after the idle
 * callback.
 */
export function afterHostLoad(mount: () => void): void {
  const whenIdle = () => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => mount(), { timeout: 200 })
    else setTimeout(mount, 0)
  }
  if (document.readyState === 'complete') whenIdle()
  else window.addEventListener('load', whenIdle, { once: true })
}
