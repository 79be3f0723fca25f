// The node's own rate limits (a socket's request budget, an address's handshakes): the part of the
// cloud's token buckets it needs, so this package needs nothing of the cloud's.

export interface TokenBucket {
  /** Takes `cost` tokens if there are that many; false (taking none) otherwise. */
  take(cost: number): boolean
  /** Whether it has refilled completely, i.e. holds nothing worth remembering. */
  isFull(): boolean
}

/** A bucket that starts full and refills at `ratePerSecond`, holding at most `capacity`. */
export function createTokenBucket(ratePerSecond: number, capacity: number, now: () => number): TokenBucket {
  let tokens = capacity
  let last = now()
  const refill = () => {
    const at = now()
    tokens = Math.min(capacity, tokens + ((at - last) / 1000) * ratePerSecond)
    last = at
  }
  return {
    take(cost) {
      refill()
      if (tokens < cost) return false
      tokens -= cost
      return true
    },
    isFull() {
      refill()
      return tokens >= capacity
    },
  }
}

/** One bucket per key (a client address), forgetting the ones that have refilled on `sweep()`. */
export function createKeyedBuckets(ratePerSecond: number, capacity: number, now: () => number = Date.now) {
  const buckets = new Map<string, TokenBucket>()
  return {
    take(key: string): boolean {
      let bucket = buckets.get(key)
      if (!bucket) {
        bucket = createTokenBucket(ratePerSecond, capacity, now)
        buckets.set(key, bucket)
      }
      return bucket.take(1)
    },
    sweep() {
      for (const [key, bucket] of buckets) if (bucket.isFull()) buckets.delete(key)
    },
  }
}
