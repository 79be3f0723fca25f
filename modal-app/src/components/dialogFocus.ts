const candidates = 'a[href], button, input, select, textarea, [tabindex]'

/** The elements Tab can reach inside `root`, in document order: enabled, shown, not taken out of the order. */
export function tabStops(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(candidates)].filter(
    (el) =>
      el.tabIndex >= 0 &&
      !(el as HTMLButtonElement).disabled &&
      !el.closest('[inert]') &&
      el.getClientRects().length > 0 &&
      getComputedStyle(el).visibility !== 'hidden',
  )
}

/**
 * Where Tab (or Shift+Tab) goes from `active`: the next stop, wrapping at both ends. From an element
 * that is not a stop itself (the focused heading, the card, `<body>`), the nearest stop after it in
 * document order, or before it going backwards.
 */
export function nextTabStop(stops: HTMLElement[], active: Element | null, backwards: boolean) {
  if (stops.length === 0) return undefined
  const step = backwards ? -1 : 1
  const at = active ? stops.indexOf(active as HTMLElement) : -1
  if (at !== -1) return stops[(at + step + stops.length) % stops.length]
  const after = active
    ? stops.findIndex((el) => active.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING)
    : 0
  if (backwards) return stops.at(after <= 0 ? -1 : after - 1)
  return stops[after === -1 ? 0 : after]
}
