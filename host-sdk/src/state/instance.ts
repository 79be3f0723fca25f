import type { AppKit } from '../createAppKit.js'

let current: AppKit | undefined

export function setAppKit(appKit: AppKit) {
  current = appKit
}

/** The instance the hooks use; AppKit's own error text when `createAppKit` has not run yet. */
export function getAppKit(): AppKit {
  if (!current) throw new Error('Please call createAppKit before using useAppKit hook')
  return current
}
