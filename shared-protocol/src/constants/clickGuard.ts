/**
 * How a button that makes a wallet sign or send waits for the visitor to have seen it (clickjacking,
 * issue 35): a page around the modal can show it at `opacity: 0.001`, cover it, or reveal it just under
 * a click meant for its own bait.
 *
 * @example
 * import { clickGuardTimes } from '@airlock/shared-protocol/visibility'
 * setTimeout(arm, clickGuardTimes.dwell)
 */
export const clickGuardTimes = {
  /**
   * The button arms only after its frame has been visible this long without a break. Half a second is
   * more than a double click's second press (a page can reveal the frame on the first) and more than
   * the open animation, yet shorter than anyone reads a request and reaches for its button.
   */
  dwell: 500,
  /**
   * Hidden or covered this long, the button says why. Longer than the open and view animations
   * (120-150 ms) plus IntersectionObserver's `delay`, so a normal open never flashes the notice.
   */
  notice: 300,
  /** IntersectionObserver v2's `delay`: its least allowed value, the visibility checks' period. */
  observerDelay: 100,
} as const
