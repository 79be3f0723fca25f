import { describe, expect, it } from 'vitest'
import { createRateLimiter } from './rateLimiter.js'

describe('createRateLimiter', () => {
  it('allows a burst, then refuses with the seconds to wait, then refills', () => {
    let t = 0
    const limiter = createRateLimiter({ perSecond: 2, burst: 3, now: () => t })
    expect([limiter.take('a'), limiter.take('a'), limiter.take('a')]).toEqual([
      undefined,
      undefined,
      undefined,
    ])
    expect(limiter.take('a')).toBe(1)
    // Another client has its own bucket.
    expect(limiter.take('b')).toBeUndefined()
    t += 500
    expect(limiter.take('a')).toBeUndefined()
    expect(limiter.take('a')).toBe(1)
  })

  it('charges a batch its size', () => {
    const limiter = createRateLimiter({ perSecond: 10, burst: 20, now: () => 0 })
    expect(limiter.take('a', 15)).toBeUndefined()
    expect(limiter.take('a', 15)).toBe(1)
    expect(limiter.take('a', 100)).toBe(10)
  })

  it('forgets clients whose buckets refilled', () => {
    let t = 0
    const limiter = createRateLimiter({ perSecond: 1, burst: 1, now: () => t })
    for (let i = 0; i < 100; i++) limiter.take(`client-${i}`)
    expect(limiter.size()).toBe(100)
    t += 20_000
    limiter.take('late')
    expect(limiter.size()).toBe(1)
  })
})
