import { type ClickGuard, type ClickGuardOptions, createClickGuard, type Sight } from './clickGuard.js'
import { type SightEnvironment, watchSight } from './watchSight.js'

export interface GuardTargetOptions extends ClickGuardOptions {
  env?: SightEnvironment
}

export interface GuardedTarget {
  readonly armed: boolean
  readonly state: ClickGuard['state']
  /**
   * Whether the target's window is meant to show (the modal open). Inactive, the target counts as
   * `offscreen` whatever the observer says: disarmed, with no notice about a window the visitor closed.
   */
  setActive(active: boolean): void
  stop(): void
}

/**
 * Arms clicks on `target` once it has been seen, whole and uncovered, for the dwell (clickGuard.ts),
 * watching it with watchSight.ts.
 */
export function guardTarget(target: Element, { env, ...options }: GuardTargetOptions): GuardedTarget {
  const guard = createClickGuard(options)
  let active = true
  let seen: Sight = 'offscreen'
  const unwatch = watchSight(
    target,
    (sight) => {
      seen = sight
      if (active) guard.see(sight)
    },
    env,
  )
  return {
    get armed() {
      return guard.state === 'armed'
    },
    get state() {
      return guard.state
    },
    setActive(next) {
      if (next === active) return
      active = next
      if (active) guard.see(seen)
      else guard.reset()
    },
    stop() {
      unwatch()
      guard.stop()
    },
  }
}
