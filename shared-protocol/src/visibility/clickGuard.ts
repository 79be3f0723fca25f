import { clickGuardTimes } from '../constants/clickGuard.js'

/**
 * What the frame's visibility check says of a guarded button: `visible` (nothing hides or covers it),
 * `obscured` (on screen, but a page hides or covers it: opacity, a filter, a transform, something
 * above it), `offscreen` (scrolled out or clipped, or its window is closed: nothing to warn about).
 */
export type Sight = 'visible' | 'obscured' | 'offscreen'

/** `armed`: clicks act. `waiting`: not yet (or no longer). `obscured`: not while the page hides it. */
export type ClickGuardState = 'waiting' | 'armed' | 'obscured'

export interface ClickGuardOptions {
  onChange(state: ClickGuardState): void
  /** See clickGuardTimes.dwell. */
  dwellMs?: number
  /** See clickGuardTimes.notice. */
  noticeMs?: number
}

export interface ClickGuard {
  /** The latest sight of the button; the guard arms after `dwellMs` of `visible` without a break. */
  see(sight: Sight): void
  /** Back to `waiting` with no notice and the count stopped: its window closed. */
  reset(): void
  readonly state: ClickGuardState
  /** Stops its timers (the button is gone). */
  stop(): void
}

/**
 * The arming rule of a guarded button, without the DOM: armed once visible for `dwellMs` in a row;
 * anything but `visible` disarms at once and starts the count again, and an `obscured` that lasts
 * `noticeMs` becomes the state that shows why, until the button is seen again or reset.
 */
export function createClickGuard({
  onChange,
  dwellMs = clickGuardTimes.dwell,
  noticeMs = clickGuardTimes.notice,
}: ClickGuardOptions): ClickGuard {
  let state: ClickGuardState = 'waiting'
  let counting = false
  let armTimer: ReturnType<typeof setTimeout> | undefined
  let noticeTimer: ReturnType<typeof setTimeout> | undefined
  const set = (next: ClickGuardState) => {
    if (next === state) return
    state = next
    onChange(next)
  }
  const stop = () => {
    clearTimeout(armTimer)
    clearTimeout(noticeTimer)
    armTimer = noticeTimer = undefined
  }
  return {
    see(sight) {
      if (sight === 'visible') {
        clearTimeout(noticeTimer)
        noticeTimer = undefined
        if (counting || state === 'armed') return
        counting = true
        set('waiting')
        armTimer = setTimeout(() => set('armed'), dwellMs)
        return
      }
      counting = false
      clearTimeout(armTimer)
      if (sight === 'offscreen') {
        // Once it says so, only a sighting clears the notice: the notice itself moves the button,
        // and in embedded mode the frame grows to the card a moment later, so the button is out of
        // the frame for that moment; dropping the notice then would make it flicker forever.
        if (state === 'obscured') return
        clearTimeout(noticeTimer)
        noticeTimer = undefined
        return set('waiting')
      }
      if (state !== 'obscured') set('waiting')
      if (state !== 'obscured' && noticeTimer === undefined)
        noticeTimer = setTimeout(() => {
          noticeTimer = undefined
          set('obscured')
        }, noticeMs)
    },
    reset() {
      counting = false
      stop()
      set('waiting')
    },
    get state() {
      return state
    },
    stop,
  }
}
