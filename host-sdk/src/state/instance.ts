import type { AppKit } from '../createAppKit.js'
import type { HostView } from './hostState.js'

interface Current {
  appKit: AppKit
  /** What the hooks render until hydration is over (the server's view). */
  hydrationView: HostView
}

// On globalThis, not in this module: `@airlock/host-sdk` and `@airlock/host-sdk/react` are separate
// bundles in the npm package, and the hooks of one must find the instance the other created.
const KEY = Symbol.for('@airlock/host-sdk/appKit')
const slot = globalThis as unknown as Record<symbol, Current | undefined>

export function setAppKit(appKit: AppKit, hydrationView: HostView) {
  slot[KEY] = { appKit, hydrationView }
}

function current(): Current {
  const found = slot[KEY]
  if (!found) throw new Error('Please call createAppKit before using useAppKit hook')
  return found
}

/** The instance the hooks use; AppKit's own error text when `createAppKit` has not run yet. */
export function getAppKit(): AppKit {
  return current().appKit
}

export function getHydrationView(): HostView {
  return current().hydrationView
}
