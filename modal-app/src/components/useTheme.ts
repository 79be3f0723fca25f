import { useEffect } from 'react'
import { applyThemeMode, applyThemeVariables } from '../lib/theme.js'
import { useApp } from '../stores/useApp.js'

/** Applies the theme mode and the host's (already validated) theme variables to the document. */
export function useTheme() {
  const mode = useApp((s) => s.themeMode)
  const variables = useApp((s) => s.themeVariables)
  useEffect(() => applyThemeMode(document.documentElement, mode), [mode])
  useEffect(() => applyThemeVariables(document.documentElement, variables), [variables])
}
