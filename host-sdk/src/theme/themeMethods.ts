import type { ThemeMode, ThemeVariables } from '@airlock/shared-protocol/host'
import type { AppKitCore } from '../createAppKit.js'

/** What AppKit's `subscribeTheme` hands its callback (its ThemeController's state). */
export interface ThemeState {
  themeMode: ThemeMode
  themeVariables: ThemeVariables
}

export interface ThemeMethods {
  getThemeVariables(): ThemeVariables
  setThemeVariables(variables: ThemeVariables): void
  /** AppKit's: `{ themeMode, themeVariables }` on every change of either. */
  subscribeTheme(callback: (state: ThemeState) => void): () => void
}

/**
 * The theme as AppKit keeps it: the mode comes from the modal's snapshots (it may follow the system),
 * the variables only from this page (the options, then each `setThemeVariables`, merged), so the
 * variables are kept here and a change of either calls every subscriber back with both.
 */
export function themeMethods(core: AppKitCore, initialVariables: ThemeVariables | undefined): ThemeMethods {
  let themeVariables: ThemeVariables = { ...initialVariables }
  const listeners = new Set<(state: ThemeState) => void>()
  const state = (): ThemeState => ({ themeMode: core.getThemeMode(), themeVariables: { ...themeVariables } })
  return {
    getThemeVariables: () => ({ ...themeVariables }),
    setThemeVariables(variables) {
      themeVariables = { ...themeVariables, ...variables }
      core.setThemeVariables(variables)
      for (const listener of [...listeners]) listener(state())
    },
    subscribeTheme(callback) {
      listeners.add(callback)
      const stopMode = core.subscribeTheme(() => callback(state()))
      return () => {
        listeners.delete(callback)
        stopMode()
      }
    },
  }
}
