import { afterEach, describe, expect, it, vi } from 'vitest'
import { applyThemeVariables, systemThemeMode } from './theme.js'

const prefers = (light: boolean, dark: boolean) =>
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('light') ? light : query.includes('dark') ? dark : false,
  }))

afterEach(() => vi.unstubAllGlobals())

describe('systemThemeMode', () => {
  it('follows the system preference', () => {
    prefers(true, false)
    expect(systemThemeMode()).toBe('light')
    prefers(false, true)
    expect(systemThemeMode()).toBe('dark')
  })

  it('falls back to dark with no preference, or no way to ask (spec section 1)', () => {
    prefers(false, false)
    expect(systemThemeMode()).toBe('dark')
    vi.stubGlobal('matchMedia', undefined)
    expect(systemThemeMode()).toBe('dark')
  })
})

describe('applyThemeVariables', () => {
  it("sets AppKit's variables on the root, the radius and accent under the modal's names too, never the z-index", () => {
    const root = document.createElement('div')
    applyThemeVariables(root, {
      '--w3m-border-radius-master': '2px',
      '--w3m-accent': 'rgb(1, 2, 3)',
      '--w3m-color-mix-strength': 40,
      '--w3m-z-index': 9,
    })
    expect(root.style.getPropertyValue('--al-radius')).toBe('2px')
    expect(root.style.getPropertyValue('--al-accent')).toBe('rgb(1, 2, 3)')
    expect(root.style.getPropertyValue('--w3m-color-mix-strength')).toBe('40')
    expect(root.style.getPropertyValue('--w3m-z-index')).toBe('')
  })
})
