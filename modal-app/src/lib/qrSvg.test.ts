import { describe, expect, it } from 'vitest'
import { qrSvg } from './qrSvg.js'

describe('qrSvg', () => {
  it('draws an SVG at once, and gives the same markup again without drawing', () => {
    const svg = qrSvg('wc:abc@2?relay-protocol=irn&symKey=1')
    expect(svg).toMatch(/^<svg[^>]*viewBox="0 0 \d+ \d+"/)
    expect(qrSvg('wc:abc@2?relay-protocol=irn&symKey=1')).toBe(svg)
    expect(qrSvg('wc:def@2?relay-protocol=irn&symKey=2')).not.toBe(svg)
  })

  it('throws for a value too long for a QR code', () => {
    expect(() => qrSvg('x'.repeat(5000))).toThrow()
  })
})
