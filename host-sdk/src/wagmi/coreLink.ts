import type { EvmCore as Core } from '../adapters/adapterHook.js'

export const NOT_STARTED =
  'WagmiAdapter: pass it to createAppKit({ adapters: [wagmiAdapter] }) before using its wagmiConfig'

/**
 * The wagmi config is made in the adapter's constructor, before `createAppKit` has a core to give it:
 * the connector reaches the core through this, and watches each one `createAppKit` starts (a second
 * `createAppKit` after `destroy`, as hot reloading does, replaces the first).
 */
export function createCoreLink() {
  let current: Core | undefined
  const watchers: ((core: Core) => () => void)[] = []
  let stops: (() => void)[] = []
  return {
    core(): Core {
      if (!current) throw new Error(NOT_STARTED)
      return current
    },
    /** Calls `watcher` with the running core and each later one; it returns its own undo. */
    watch(watcher: (core: Core) => () => void) {
      watchers.push(watcher)
      if (current) stops.push(watcher(current))
    },
    start(core: Core) {
      for (const stop of stops) stop()
      current = core
      stops = watchers.map((watcher) => watcher(core))
      return () => {
        if (current !== core) return
        for (const stop of stops) stop()
        stops = []
        current = undefined
      }
    },
  }
}

export type CoreLink = ReturnType<typeof createCoreLink>
