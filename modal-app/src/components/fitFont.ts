/**
 * The font size (px) at which a line `textWidth` px wide when set at `max` px fits in `room` px:
 * `max` when it fits, else smaller in proportion, never below `min` (past that the element
 * ellipsizes it). Text width scales linearly with font size, so one measurement is enough.
 */
export function fitFontSize(textWidth: number, room: number, max: number, min: number): number {
  if (textWidth <= room || textWidth <= 0 || room <= 0) return max
  return Math.max(min, Math.min(max, Math.floor((max * room) / textWidth)))
}
