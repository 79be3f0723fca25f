import QRCode from 'qrcode'

const OPTIONS = {
  type: 'svg',
  margin: 0,
  errorCorrectionLevel: 'M',
  color: { dark: '#111', light: '#fff' },
} as const

/** The last codes drawn, so one drawn in idle time (a prepared pairing's) is on screen in its view's first render. */
const drawn = new Map<string, string>()
const KEPT = 4

/**
 * The QR code of `value` as SVG markup drawn by the qrcode library, which draws synchronously when
 * given a callback. Throws when `value` does not fit in a QR code.
 */
export function qrSvg(value: string): string {
  const kept = drawn.get(value)
  if (kept !== undefined) return kept
  let svg: string | undefined
  QRCode.toString(value, OPTIONS, (error, text) => {
    if (error) throw error
    svg = text
  })
  if (svg === undefined) throw new Error('The QR code was not drawn')
  drawn.set(value, svg)
  for (const old of drawn.keys()) if (drawn.size > KEPT) drawn.delete(old)
  return svg
}
