/**
 * The tab an arrow, Home or End key moves to in a WAI-ARIA tablist (wrapping at both ends), or
 * undefined for any other key.
 */
export function tabFor<T>(key: string, tabs: readonly T[], current: T): T | undefined {
  const at = tabs.indexOf(current)
  if (key === 'ArrowRight') return tabs[(at + 1) % tabs.length]
  if (key === 'ArrowLeft') return tabs[(at - 1 + tabs.length) % tabs.length]
  if (key === 'Home') return tabs[0]
  if (key === 'End') return tabs.at(-1)
  return undefined
}
