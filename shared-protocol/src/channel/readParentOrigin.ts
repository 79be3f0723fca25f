/**
 * The embedding page's origin as the browser reports it, never as a message claims it.
 * `ancestorOrigins` exists in Chromium and WebKit; elsewhere the referrer's origin stands in.
 */
export function readParentOrigin(location: Location, referrer: string): string | undefined {
  const ancestors = (location as Location & { ancestorOrigins?: DOMStringList }).ancestorOrigins
  if (ancestors && ancestors.length > 0) return ancestors[0] ?? undefined
  try {
    return referrer ? new URL(referrer).origin : undefined
  } catch {
    return undefined
  }
}
