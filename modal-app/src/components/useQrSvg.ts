import QRCode from 'qrcode'
import { useEffect, useState } from 'react'

/** The QR code of `value` as SVG markup drawn by the qrcode library ('' until drawn, or without a value). */
export function useQrSvg(value: string | undefined): string {
  const [svg, setSvg] = useState('')
  useEffect(() => {
    if (!value) return setSvg('')
    let live = true
    void QRCode.toString(value, {
      type: 'svg',
      margin: 0,
      errorCorrectionLevel: 'M',
      color: { dark: '#111', light: '#fff' },
    }).then((text) => live && setSvg(text))
    return () => {
      live = false
    }
  }, [value])
  return svg
}
