/** Which rows of a fixed-height list to render for a scroll position, with some overscan. */
export function visibleRows(
  scrollTop: number,
  viewport: number,
  rowHeight: number,
  rowCount: number,
  overscan = 2,
) {
  const first = Math.max(0, Math.floor(scrollTop / rowHeight) - overscan)
  const last = Math.min(rowCount - 1, Math.ceil((scrollTop + viewport) / rowHeight) + overscan)
  return { first, last }
}
