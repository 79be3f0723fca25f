/**
 * What an amount field keeps of what was typed or pasted: digits and one decimal point (a comma is
 * read as one). Letters, signs and spaces are dropped as they are typed, so the field never shows
 * an amount it cannot send (issue 36: 'Send' took '1x2').
 */
export function typedAmount(text: string): string {
  const kept = text.replace(/,/g, '.').replace(/[^\d.]/g, '')
  const point = kept.indexOf('.')
  return point === -1 ? kept : `${kept.slice(0, point + 1)}${kept.slice(point + 1).replace(/\./g, '')}`
}
