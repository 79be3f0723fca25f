import { useEffect } from 'react'
import { useApp } from '../stores/useApp.js'

const mapped: Record<string, string> = {
  '--w3m-accent': '--al-accent',
  '--w3m-border-radius-master': '--al-radius',
}

/** Applies the theme mode and the host's (already validated) theme variables to the document. */
export function useTheme() {
  const mode = useApp((s) => s.themeMode)
  const variables = useApp((s) => s.themeVariables)
  useEffect(() => {
    document.documentElement.classList.toggle('dark', mode === 'dark')
  }, [mode])
  useEffect(() => {
    const style = document.documentElement.style
    for (const [name, value] of Object.entries(variables)) {
      if (name === '--w3m-z-index' || value === undefined) continue
      style.setProperty(name, String(value))
      if (mapped[name]) style.setProperty(mapped[name] as string, String(value))
    }
  }, [variables])
}
