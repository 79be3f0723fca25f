import { type HandshakeReceiver, readParentOrigin, receiveHandshake } from '@airlock/shared-protocol/boot'
import { applyThemeMode, applyThemeVariables, systemThemeMode } from '../lib/theme.js'
import { captureEarlyInput, type EarlyInput } from './earlyInput.js'

export interface EarlyBoot {
  parentOrigin: string
  receiver: HandshakeReceiver
  input: EarlyInput
  /** Whether the host's plain open() has shown the built dialog before the app took over. */
  shown(): boolean
  /** The app has rendered: from now on it alone shows and hides the dialog. */
  takeOver(): void
  /**
   * Runs `start` (the app's evaluation: one long task) once the page has painted and the host has
   * answered the handshake, or HOST_ANSWER_GRACE_MS after that paint. The host sends an early click's
   * open() in the task that answers; started before it arrived, the app would hold that open (and its
   * paint) for the whole evaluation, about 250 ms on 2 cores.
   */
  whenSettled(start: () => void): void
  /**
   * Runs `load` (the fetch of the app's scripts) once the host has answered the handshake, or
   * HOST_ANSWER_GRACE_MS from now. Fetched before, their streaming compile takes one of the two cores
   * in the moments the host shows an early click's dialog: in bench:peers, 19 of 64 early clicks showed
   * it more than a frame after ready that way, 8 of 64 since.
   */
  whenAnswered(load: () => void): void
}

/**
 * How long the app's script fetch, and later its start after the first paint, wait for the host's
 * answer (a host busy loading answers late).
 */
const HOST_ANSWER_GRACE_MS = 100

/** The user timing mark of the first frame that paints the built Connect dialog. */
export const CONNECT_FRAME_MARK = 'airlock:connect-frame'

export type EarlyBootWindow = Window & { __airlockBoot?: EarlyBoot | undefined }

/**
 * What the modal's HTML runs inline, before the app's code has loaded: the handshake's first half,
 * the host's theme on the dialog the build rendered into the page, and a plain open() or close()
 * shown on it. So the host can show the Connect dialog as soon as the HTML has parsed; the app then
 * takes the ports (the calls held in them are answered in order) and renders over the same markup.
 * Undefined for a direct visit (the debug page) and when the embedding origin is unknown.
 */
export function startEarlyBoot(win: Window, doc: Document): EarlyBoot | undefined {
  if (win.parent === win) {
    // A direct visit shows the debug page, not a dialog nobody embedded.
    doc.querySelector('[data-airlock-dialog]')?.remove()
    return undefined
  }
  const root = doc.documentElement
  applyThemeMode(root, systemThemeMode())
  const parentOrigin = readParentOrigin(win.location, doc.referrer)
  if (!parentOrigin) {
    console.error('[Airlock] cannot tell the embedding origin; refusing to connect')
    return undefined
  }
  let shown = false
  let taken = false
  let answered = false
  const onAnswer: (() => void)[] = []
  /** `work` at the host's answer (at once if it came), or after the grace if it has not come by then. */
  const answeredOrGrace = (work: () => void) => {
    let done = false
    const go = () => {
      if (done) return
      done = true
      work()
    }
    if (answered) return go()
    onAnswer.push(go)
    setTimeout(go, HOST_ANSWER_GRACE_MS)
  }
  const show = (open: boolean) => {
    const dialog = doc.querySelector('[data-airlock-dialog]')
    if (taken || !dialog) return
    shown = open
    dialog.classList.toggle('al-closed', !open)
    dialog.setAttribute('aria-hidden', String(!open))
    if (open) (doc.getElementById('airlock-title') as HTMLElement | null)?.focus({ preventScroll: true })
  }
  const receiver = receiveHandshake({
    parent: win.parent,
    parentOrigin,
    self: win,
    onAccepted({ options }) {
      if (options.themeMode) applyThemeMode(root, options.themeMode)
      if (options.themeVariables) applyThemeVariables(root, options.themeVariables)
      answered = true
      for (const work of onAnswer.splice(0)) work()
    },
    onCall(method, args) {
      const params = args[0]
      if (method === 'open' && (params === undefined || Object.keys(params as object).length === 0))
        show(true)
      else if (method === 'close') show(false)
      else if (method === 'setThemeMode') applyThemeMode(root, args[0] as 'light' | 'dark')
    },
  })
  // The frame that paints the built Connect (this script closes the body), as a user timing mark:
  // the moment bench:peers counts as Connect renderable, readable with no debugger holding the frame.
  requestAnimationFrame(() => performance.mark(CONNECT_FRAME_MARK))
  return {
    parentOrigin,
    receiver,
    input: captureEarlyInput(doc),
    shown: () => shown,
    takeOver() {
      taken = true
    },
    whenSettled(start) {
      // The calls sent with the answer arrive in tasks of their own: let them run, paint what they
      // showed, then start.
      const go = () => setTimeout(() => requestAnimationFrame(() => setTimeout(start, 0)), 0)
      requestAnimationFrame(() => setTimeout(() => answeredOrGrace(go), 0))
    },
    whenAnswered(load) {
      // The calls sent with the answer arrive in tasks of their own: they go first.
      answeredOrGrace(() => setTimeout(load, 0))
    },
  }
}
