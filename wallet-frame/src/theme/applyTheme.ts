import type { AppEventPayload } from '@airlock/shared-protocol'

/**
 * SYNC_THEME on the frame's own page: light or dark (`data-theme`, `color-scheme`) and the modal's
 * theme variables (`--w3m-accent` and the others) as CSS custom properties on the root. The values
 * were checked by the protocol (no `url(`, `;` or braces), and `setProperty` sets one value only.
 */
export function applyTheme(root: HTMLElement, { themeMode, themeVariables }: AppEventPayload<'SYNC_THEME'>) {
  if (themeMode) {
    root.dataset.theme = themeMode
    root.style.colorScheme = themeMode
  }
  for (const [name, value] of Object.entries(themeVariables ?? {}))
    if (value !== undefined) root.style.setProperty(name, String(value))
}
