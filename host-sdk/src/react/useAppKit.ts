import { useSyncExternalStore } from 'react'
import type { HostView } from '../state/hostState.js'
import { getAppKit } from '../state/instance.js'

/** Subscribes a component to one derived slice of the modal's state (slices keep identity until they change). */
export function useHostView<T>(pick: (view: HostView) => T): T {
  const appKit = getAppKit()
  const read = () => pick(appKit.getView())
  return useSyncExternalStore((notify) => appKit.subscribeSnapshot(notify), read, read)
}

/** `open` and `close` of the modal, as in AppKit. */
export function useAppKit() {
  const appKit = getAppKit()
  return { open: appKit.open, close: appKit.close }
}
