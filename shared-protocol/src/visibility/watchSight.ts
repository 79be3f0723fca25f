import { clickGuardTimes } from '../constants/clickGuard.js'
import type { Sight } from './clickGuard.js'

/** What watchSight needs of the browser; tests pass their own. */
export interface SightEnvironment {
  IntersectionObserver?: typeof IntersectionObserver
  IntersectionObserverEntry?: typeof IntersectionObserverEntry
}

/** IntersectionObserver v2 (Chromium): `isVisible` on entries, `trackVisibility` and `delay` in options. */
export const hasVisibilityTracking = (env: SightEnvironment = globalThis): boolean =>
  typeof env.IntersectionObserverEntry === 'function' &&
  'isVisible' in env.IntersectionObserverEntry.prototype

/** A target wholly inside its clip: not visible then means hidden or covered, not scrolled away. */
const WHOLE = 0.99

function sightOf(entry: IntersectionObserverEntry, tracked: boolean): Sight {
  if (!entry.isIntersecting) return 'offscreen'
  if (!tracked) return 'visible'
  const whole = entry.intersectionRatio >= WHOLE
  // v2 counts effects and covers, not clipping: a row partly off screen or cut (a page moving the
  // inline card of embedded mode off its edge) is not seen whole, so its button does not arm.
  if ((entry as IntersectionObserverEntry & { isVisible: boolean }).isVisible && whole) return 'visible'
  return whole ? 'obscured' : 'offscreen'
}

/**
 * Reports how `target` is seen, across every frame around it: with IntersectionObserver v2, `visible`
 * only while no ancestor (the modal's iframe in the host page included) has opacity below 1, a filter
 * or a transform other than a translation, and nothing is painted over it. Without v2 (Firefox, Safari
 * today) only whether it is on screen: a page's opacity trick then goes unseen, and the dwell alone
 * stands. Without IntersectionObserver at all, `visible` at once. Returns the function that stops.
 */
export function watchSight(
  target: Element,
  onSight: (sight: Sight) => void,
  env: SightEnvironment = globalThis,
): () => void {
  const Observer = env.IntersectionObserver
  if (typeof Observer !== 'function') {
    onSight('visible')
    return () => undefined
  }
  const tracked = hasVisibilityTracking(env)
  const options = tracked
    ? { threshold: [0, WHOLE, 1], trackVisibility: true, delay: clickGuardTimes.observerDelay }
    : { threshold: [0, 1] }
  const observer = new Observer((entries) => {
    const latest = entries[entries.length - 1]
    if (latest) onSight(sightOf(latest, tracked))
  }, options)
  observer.observe(target)
  return () => observer.disconnect()
}
