/**
 * The tab an arrow, Home or End key moves to in a WAI-ARIA tablist (wrapping at both ends), or
 * undefined for any other key. Right to left (Arabic) the tabs run from the right: ArrowLeft is next.
 */
export function tabFor<T>(key: string, tabs: readonly T[], current: T, rtl = isRightToLeft()): T | undefined {
  const at = tabs.indexOf(current)
  const next = rtl ? 'ArrowLeft' : 'ArrowRight'
  const previous = rtl ? 'ArrowRight' : 'ArrowLeft'
  if (key === next) return tabs[(at + 1) % tabs.length]
  if (key === previous) return tabs[(at - 1 + tabs.length) % tabs.length]
  if (key === 'Home') return tabs[0]
  if (key === 'End') return tabs.at(-1)
  return undefined
}

/** Whether the modal is laid out right to left (its language is Arabic). */
const isRightToLeft = () => typeof document !== 'undefined' && document.documentElement.dir === 'rtl'
