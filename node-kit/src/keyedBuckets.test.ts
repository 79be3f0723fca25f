import { describe, expect, it } from 'vitest'
import { createKeyedBuckets } from './keyedBuckets.js'

describe('keyed buckets', () => {
  it('limits each key on its own and forgets keys that have refilled', () => {
    let clock = 0
    const buckets = createKeyedBuckets(1, 2, () => clock)
    expect([buckets.take('a'), buckets.take('a'), buckets.take('a')]).toEqual([true, true, false])
    expect(buckets.take('b')).toBe(true)
    clock += 1000
    buckets.sweep()
    expect(buckets.size()).toBe(1) // b refilled and was dropped; a has one token of two
    expect([buckets.take('a'), buckets.take('a')]).toEqual([true, false])
  })
})
