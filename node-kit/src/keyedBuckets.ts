import { createTokenBucket, type TokenBucket } from './tokenBucket.js'

/** One token bucket per key (a client address), forgetting the ones that have refilled. */
export function createKeyedBuckets(ratePerSecond: number, capacity: number, now: () => number = Date.now) {
  const buckets = new Map<string, TokenBucket>()
  return {
    take(key: string, cost = 1): boolean {
      let bucket = buckets.get(key)
      if (!bucket) {
        bucket = createTokenBucket(ratePerSecond, capacity, now)
        buckets.set(key, bucket)
      }
      return bucket.take(cost)
    },
    /** Gives tokens back to a key's bucket (up to the capacity); a key with none has a full one. */
    refund(key: string, cost = 1) {
      buckets.get(key)?.refund(cost)
    },
    /** How long until `key` could take `cost` (a fresh key waits only past the capacity), ms. */
    waitMs(key: string, cost = 1): number {
      const bucket = buckets.get(key)
      if (bucket) return bucket.waitMs(cost)
      return cost > capacity ? Number.POSITIVE_INFINITY : 0
    },
    /** Drops full buckets (a fresh one is the same), so the map holds only recently busy keys. */
    sweep() {
      for (const [key, bucket] of buckets) if (bucket.isFull()) buckets.delete(key)
    },
    size: () => buckets.size,
  }
}
