export interface RateLimiterParameters {
  /** Tokens added per second, per client. */
  perSecond: number
  /** Tokens a client can spend at once (a page load's burst of requests). */
  burst: number
  now?: () => number
}

export interface RateLimiter {
  /** Spends `cost` tokens; returns undefined when allowed, else the seconds to wait (Retry-After). */
  take(client: string, cost?: number): number | undefined
  /** Clients tracked now (full buckets are forgotten). */
  size(): number
}

interface Bucket {
  tokens: number
  at: number
}

/**
 * A token bucket per client address. Buckets that have refilled are dropped on the next sweep, so a
 * flood of distinct addresses costs memory only while they keep sending.
 */
export function createRateLimiter({ perSecond, burst, now = Date.now }: RateLimiterParameters): RateLimiter {
  const buckets = new Map<string, Bucket>()
  let lastSweep = now()
  const refill = (bucket: Bucket, t: number) => {
    bucket.tokens = Math.min(burst, bucket.tokens + ((t - bucket.at) / 1000) * perSecond)
    bucket.at = t
  }
  const sweep = (t: number) => {
    if (t - lastSweep < 10_000) return
    lastSweep = t
    for (const [client, bucket] of buckets) {
      refill(bucket, t)
      if (bucket.tokens >= burst) buckets.delete(client)
    }
  }
  return {
    take(client, cost = 1) {
      const t = now()
      sweep(t)
      const bucket = buckets.get(client) ?? { tokens: burst, at: t }
      buckets.set(client, bucket)
      refill(bucket, t)
      if (bucket.tokens >= cost) {
        bucket.tokens -= cost
        return undefined
      }
      return Math.max(1, Math.ceil((cost - bucket.tokens) / perSecond))
    },
    size: () => buckets.size,
  }
}
