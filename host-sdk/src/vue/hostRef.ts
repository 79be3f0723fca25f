import { getCurrentScope, onScopeDispose, type ShallowRef, shallowRef } from 'vue'
import type { HostView } from '../state/hostState.js'
import { getAppKit } from '../state/instance.js'

/** Runs `stop` when the component (or effect scope) that called the composable goes away. */
export function onDispose(stop: () => void) {
  if (getCurrentScope()) onScopeDispose(stop)
}

/**
 * A ref of one slice of the modal's state, updated on each snapshot that changes it (the slices keep
 * their identity until they change, so a Vue watcher fires on real changes only).
 */
export function hostRef<T>(
  pick: (view: HostView) => T,
  same: (a: T, b: T) => boolean = Object.is,
): ShallowRef<T> {
  const appKit = getAppKit()
  const value = shallowRef(pick(appKit.getView()))
  onDispose(
    appKit.subscribeSnapshot((view) => {
      const next = pick(view)
      if (!same(next, value.value)) value.value = next
    }),
  )
  return value
}
