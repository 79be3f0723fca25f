import { describe, expect, it } from 'vitest'
import { applyTheme } from './applyTheme.js'

describe('applyTheme', () => {
  it('sets the mode and the accent variable on the page root', () => {
    const root = document.createElement('html')
    applyTheme(root, {
      themeMode: 'light',
      themeVariables: { '--w3m-accent': '#ff0066', '--w3m-z-index': 5 },
    })
    expect(root.dataset.theme).toBe('light')
    expect(root.style.colorScheme).toBe('light')
    expect(root.style.getPropertyValue('--w3m-accent')).toBe('#ff0066')
    expect(root.style.getPropertyValue('--w3m-z-index')).toBe('5')
    applyTheme(root, { themeMode: 'dark' })
    expect(root.dataset.theme).toBe('dark')
    expect(root.style.getPropertyValue('--w3m-accent')).toBe('#ff0066')
  })
})
