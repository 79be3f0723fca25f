import { describe, expect, it } from 'vitest'
import { amountOutAlong, getAmountOut, minimumOut, priceImpact } from './quoteMath.js'

describe('quote math', () => {
  it('takes the 0.3% fee and rounds down as UniswapV2Library does', () => {
    // 1 in, 1000/1000 reserves: 997 * 1000 / (1000 * 1000 + 997) = 0.996 -> 0
    expect(getAmountOut(1n, { reserveIn: 1000n, reserveOut: 1000n })).toBe(0n)
    expect(getAmountOut(10n ** 18n, { reserveIn: 10n ** 22n, reserveOut: 3n * 10n ** 13n })).toBe(
      2_990_701_827n,
    )
    expect(getAmountOut(0n, { reserveIn: 1n, reserveOut: 1n })).toBeUndefined()
    expect(getAmountOut(1n, { reserveIn: 0n, reserveOut: 1n })).toBeUndefined()
  })

  it('chains hops, and gives nothing when a hop would return zero', () => {
    const hop = { reserveIn: 10n ** 6n, reserveOut: 10n ** 6n }
    expect(amountOutAlong(1000n, [hop, hop])).toBe(getAmountOut(getAmountOut(1000n, hop) as bigint, hop))
    expect(amountOutAlong(1n, [hop, hop])).toBeUndefined()
  })

  it('measures price impact from the mid price, without the fee', () => {
    // a tenth of the pool: 1/11 of the mid price lost to the curve
    expect(priceImpact(100n, [{ reserveIn: 1000n, reserveOut: 5000n }])).toBeCloseTo(100 / 11, 6)
    expect(priceImpact(1n, [{ reserveIn: 10n ** 30n, reserveOut: 10n ** 30n }])).toBeLessThan(1e-9)
    // two hops of a tenth each: 1 - (10/11) * (x / (1 + x)), the second hop's input being smaller
    const first = { reserveIn: 1000n, reserveOut: 1000n }
    const mid = 1000 / 11 // what reaches the second pool
    expect(priceImpact(100n, [first, first])).toBeCloseTo((1 - (10 / 11) * (1000 / (1000 + mid))) * 100, 6)
  })

  it('applies slippage in percent, rounding the minimum down', () => {
    expect(minimumOut(1000n, '1')).toBe(990n)
    expect(minimumOut(1000n, '0.5')).toBe(995n)
    expect(minimumOut(999n, '1')).toBe(989n) // 989.01
    expect(minimumOut(10n ** 18n, '0.000001')).toBe(10n ** 18n - 10n ** 10n)
    expect(minimumOut(1000n, '50')).toBe(500n)
  })
})
