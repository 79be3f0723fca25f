import { describe, expect, it } from 'vitest'
import { lamportsToSol } from './lamports.js'

describe('lamports', () => {
  it('writes lamports as exact SOL', () => {
    expect(lamportsToSol(5000n).toFixed()).toBe('0.000005')
    expect(lamportsToSol(2_044_280n).toFixed()).toBe('0.00204428')
    expect(lamportsToSol(18_446_744_073_709_551_615n).toFixed()).toBe('18446744073.709551615')
  })
})
