export interface TokenBucket {
  /** Takes `cost` tokens if there are that many; false (taking none) otherwise. */
  take(cost: number): boolean
  /** Gives tokens back, up to the capacity. */
  refund(cost: number): void
  /** Whether it has refilled completely, i.e. holds nothing worth remembering. */
  isFull(): boolean
  /** How long until `cost` tokens are there (0 if they are now; Infinity past the capacity), ms. */
  waitMs(cost: number): number
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
    refund(cost) {
      tokens = Math.min(capacity, tokens + cost)
    },
    isFull() {
      refill()
      return tokens >= capacity
    },
    waitMs(cost) {
      if (cost > capacity) return Number.POSITIVE_INFINITY
      refill()
      return tokens >= cost ? 0 : ((cost - tokens) / ratePerSecond) * 1000
    },
  }
}
