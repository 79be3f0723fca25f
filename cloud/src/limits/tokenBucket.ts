export interface TokenBucket {
  /** Takes `cost` tokens if there are that many; false (taking none) otherwise. */
  take(cost: number): boolean
  /** Gives tokens back, up to the capacity. */
  refund(cost: number): void
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
    refund(cost) {
      tokens = Math.min(capacity, tokens + cost)
    },
    isFull() {
      refill()
      return tokens >= capacity
    },
  }
}
