import type { ThemeMode, ThemeVariables } from '@airlock/shared-protocol/boot'

const mapped: Record<string, string> = {
  '--w3m-accent': '--al-accent',
  '--w3m-border-radius-master': '--al-radius',
}

/** The theme mode on the document: the `dark` class the stylesheet keys on. */
export function applyThemeMode(root: HTMLElement, mode: ThemeMode) {
  root.classList.toggle('dark', mode === 'dark')
}

/** The host's theme variables (already checked) on the document, with the modal's own names for two of them. */
export function applyThemeVariables(root: HTMLElement, variables: ThemeVariables) {
  for (const [name, value] of Object.entries(variables)) {
    if (name === '--w3m-z-index' || value === undefined) continue
    root.style.setProperty(name, String(value))
    const own = mapped[name]
    if (own) root.style.setProperty(own, String(value))
  }
}

/** The visitor's system preference, dark when it says nothing (spec section 1). */
export const systemThemeMode = (): ThemeMode =>
  typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: light)').matches ? 'light' : 'dark'
