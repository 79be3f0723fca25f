/** Up to two letters for a name without an image: "Ledger Live" -> "LL", "argent" -> "A". */
export function initials(name: string): string {
  const words = name
    .trim()
    .split(/[\s._-]+/)
    .filter(Boolean)
  const letters = words.slice(0, 2).map((word) => [...word][0] ?? '')
  return letters.join('').toUpperCase() || '?'
}

/**
 * A hue from the name, so a wallet keeps its colour everywhere; saturation and lightness are fixed
 * dark enough that white letters on it pass WCAG AA on every hue (yellow, the brightest, gives 6:1).
 */
export function monogramColor(name: string): string {
  let hash = 0
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0
  return `hsl(${hash % 360} 55% 28%)`
}
