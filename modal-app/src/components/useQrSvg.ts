import { useMemo } from 'react'
import { qrSvg } from '../lib/qrSvg.js'

/**
 * The QR code of `value` as SVG markup ('' without a value, or one too long for a QR code). Drawn in
 * render, so the view's first paint has it: a few milliseconds, nothing for one drawn ahead of time.
 */
export function useQrSvg(value: string | undefined): string {
  return useMemo(() => {
    if (!value) return ''
    try {
      return qrSvg(value)
    } catch {
      return ''
    }
  }, [value])
}
