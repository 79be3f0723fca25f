import { describe, expect, it } from 'vitest'
import { formatFiat } from '../../lib/decimal.js'
import { portfolioTotal } from './portfolioTotal.js'

describe('portfolioTotal', () => {
  it('adds the token values exactly, counting a token without a price as 0', () => {
    expect(portfolioTotal([{ value: 0.1 }, { value: 0.2 }, {}])).toBe('0.3')
    expect(portfolioTotal([{ value: 29999999.996 }, { value: 1.5 }])).toBe('30000001.496')
    expect(portfolioTotal([])).toBe('0')
  })

  it('reads as the spec formats dollars', () => {
    expect(formatFiat(portfolioTotal([{ value: 29999999.996 }, { value: 1.5 }]))).toBe('$30,000,001.50')
  })
})
