import { describe, expect, it } from 'vitest'
import { fitFontSize } from './fitFont.js'

describe('fitFontSize', () => {
  it('keeps the largest size while the text fits', () => {
    expect(fitFontSize(150, 200, 28, 16)).toBe(28)
    expect(fitFontSize(200, 200, 28, 16)).toBe(28)
  })

  it('shrinks in proportion to the overflow, rounding down so the text fits', () => {
    // '299.097018' at 28 px is ~170 px wide; a 150 px box needs 24 px.
    expect(fitFontSize(170, 150, 28, 16)).toBe(24)
    expect(fitFontSize(300, 150, 28, 10)).toBe(14)
  })

  it('stops at the smallest size (the element ellipsizes past it) and ignores empty measures', () => {
    expect(fitFontSize(1000, 150, 28, 16)).toBe(16)
    expect(fitFontSize(0, 150, 28, 16)).toBe(28)
    expect(fitFontSize(100, 0, 28, 16)).toBe(28)
  })
})
