import { describe, expect, it } from 'vitest'
import { createTokenBucket } from './tokenBucket.js'

describe('token bucket', () => {
  it('allows a burst, then the sustained rate', () => {
    let clock = 0
    const bucket = createTokenBucket(10, 20, () => clock)
    for (let i = 0; i < 20; i++) expect(bucket.take(1)).toBe(true)
    expect(bucket.take(1)).toBe(false)
    clock += 100
    expect(bucket.take(1)).toBe(true)
    expect(bucket.take(1)).toBe(false)
    clock += 60_000
    expect(bucket.take(20)).toBe(true)
    expect(bucket.take(1)).toBe(false)
  })

  it('takes nothing when refusing, and refunds up to its capacity', () => {
    const bucket = createTokenBucket(1, 5, () => 0)
    expect(bucket.take(4)).toBe(true)
    expect(bucket.take(2)).toBe(false)
    expect(bucket.take(1)).toBe(true)
    bucket.refund(100)
    expect(bucket.isFull()).toBe(true)
    expect(bucket.take(5)).toBe(true)
    expect(bucket.take(1)).toBe(false)
    expect(bucket.isFull()).toBe(false)
  })

  it('says how long until a cost can be taken', () => {
    let clock = 0
    const bucket = createTokenBucket(100, 1000, () => clock)
    expect(bucket.waitMs(1000)).toBe(0)
    expect(bucket.take(1000)).toBe(true)
    expect(bucket.waitMs(1)).toBe(10)
    expect(bucket.waitMs(1000)).toBe(10_000)
    expect(bucket.waitMs(1001)).toBe(Number.POSITIVE_INFINITY)
    clock += 4_000
    expect(bucket.waitMs(1000)).toBe(6_000)
  })
})
