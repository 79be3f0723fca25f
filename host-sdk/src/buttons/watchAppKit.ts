import type { AppKit } from '../createAppKit.js'

// The slot `createAppKit` fills (state/instance.ts): shared by every bundle of the package and the script include.
const KEY = Symbol.for('@airlock/host-sdk/appKit')
type Slot = Record<symbol, { appKit: AppKit } | undefined>
const listeners = new Set<(appKit: AppKit) => void>()
let watching = false

/**
 * Calls `listener` with the page's AppKit now if there is one, and with every one `createAppKit`
 * makes later: the elements may be defined, and even drawn, before the app creates it. Watching the
 * slot (a setter in its place) costs the core include nothing. Returns the unsubscribe.
 */
export function watchAppKit(listener: (appKit: AppKit) => void): () => void {
  const slot = globalThis as unknown as Slot
  if (!watching) {
    watching = true
    let value = slot[KEY]
    Object.defineProperty(slot, KEY, {
      configurable: true,
      get: () => value,
      set(next: Slot[symbol]) {
        value = next
        if (next) for (const notify of [...listeners]) notify(next.appKit)
      },
    })
  }
  listeners.add(listener)
  const current = slot[KEY]
  if (current) listener(current.appKit)
  return () => listeners.delete(listener)
}
