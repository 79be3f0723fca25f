import type { ThemeMode } from '@airlock/shared-protocol/host'
import { describe, expect, it } from 'vitest'
import type { AppKitCore } from '../createAppKit.js'
import { moreMethods } from '../methods/moreMethods.js'
import { fakeCore, networks } from '../methods/testing/fakeCore.js'
import type { ThemeState } from './themeMethods.js'

/** The fake core with a live theme mode: the one in its last snapshot, as the browser core's. */
function themedCore() {
  const { core, push, setThemeVariables } = fakeCore()
  const live: AppKitCore = {
    ...core,
    getThemeMode: () => core.getView().themeMode,
    subscribeTheme(callback) {
      let last = core.getView().themeMode
      return core.subscribeSnapshot((view) => {
        if (view.themeMode === last) return
        last = view.themeMode
        callback(last)
      })
    },
  }
  const setMode = (themeMode: ThemeMode) => push({ themeMode })
  return { core: live, setMode, setThemeVariables }
}

describe('subscribeTheme', () => {
  it("passes AppKit's { themeMode, themeVariables } on a change of the mode or of the variables", () => {
    const { core, setMode } = themedCore()
    const methods = moreMethods(core, networks, { '--w3m-accent': '#f00' })
    const seen: ThemeState[] = []
    const stop = methods.subscribeTheme((state) => seen.push(state))
    setMode('light')
    methods.setThemeVariables({ '--w3m-font-family': 'serif' })
    expect(seen).toEqual([
      { themeMode: 'light', themeVariables: { '--w3m-accent': '#f00' } },
      { themeMode: 'light', themeVariables: { '--w3m-accent': '#f00', '--w3m-font-family': 'serif' } },
    ])
    // What it passes is what the getters say.
    expect(seen.at(-1)?.themeVariables).toEqual(methods.getThemeVariables())
    expect(seen.at(-1)?.themeMode).toBe(core.getThemeMode())
    stop()
    setMode('dark')
    methods.setThemeVariables({ '--w3m-accent': '#00f' })
    expect(seen).toHaveLength(2)
  })

  it('hands each subscriber a copy: changing it changes neither the getter nor the others', () => {
    const { core, setThemeVariables } = themedCore()
    const methods = moreMethods(core, networks, undefined)
    const first: ThemeState[] = []
    const second: ThemeState[] = []
    methods.subscribeTheme((state) => first.push(state))
    methods.subscribeTheme((state) => second.push(state))
    methods.setThemeVariables({ '--w3m-z-index': 5 })
    ;(first[0] as ThemeState).themeVariables['--w3m-z-index'] = 1
    expect(second[0]?.themeVariables).toEqual({ '--w3m-z-index': 5 })
    expect(methods.getThemeVariables()).toEqual({ '--w3m-z-index': 5 })
    expect(setThemeVariables).toHaveBeenCalledWith({ '--w3m-z-index': 5 })
  })
})
