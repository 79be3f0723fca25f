import { useSyncExternalStore } from 'react'
import type { HostView } from '../state/hostState.js'
import { getAppKit, getHydrationView } from '../state/instance.js'

/**
 * Subscribes a component to one derived slice of the modal's state (slices keep identity until they
 * change). The server and the first client render (hydration) both show the hydration view, so the
 * markup matches; React then re-renders with the live state.
 */
export function useHostView<T>(pick: (view: HostView) => T): T {
  const appKit = getAppKit()
  const hydration = getHydrationView()
  return useSyncExternalStore(
    (notify) => appKit.subscribeSnapshot(notify),
    () => pick(appKit.getView()),
    () => pick(hydration),
  )
}

/** `open` and `close` of the modal, as in AppKit. */
export function useAppKit() {
  const appKit = getAppKit()
  return { open: appKit.open, close: appKit.close }
}
