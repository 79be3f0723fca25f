import { describe, expect, it } from 'vitest'
import { typedAmount } from './typedAmount.js'

describe('typedAmount', () => {
  it('keeps digits and one decimal point, reading a comma as one', () => {
    expect(typedAmount('12.5')).toBe('12.5')
    expect(typedAmount('0,25')).toBe('0.25')
    expect(typedAmount('.5')).toBe('.5')
    expect(typedAmount('1.')).toBe('1.')
  })

  it('drops letters, signs, spaces and a second point', () => {
    expect(typedAmount('1x2')).toBe('12')
    expect(typedAmount('abc')).toBe('')
    expect(typedAmount('-1e5')).toBe('15')
    expect(typedAmount(' 1 000.5 ')).toBe('1000.5')
    expect(typedAmount('1.2.3')).toBe('1.23')
  })
})
