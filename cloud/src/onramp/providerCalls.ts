import { createMemoryLimits, type SharedLimits } from '../limits/budgets.js'
import type { ProviderOrderStatus, ProviderStatus } from './providerCheckout.js'

/**
 * What a real provider is asked, bounded: each call spends the operator's quota at that provider,
 * and a page polls a checkout's status every second (the modal's STATUS_POLL_MS) for as long as
 * it is open.
 */
export const providerCallLimits = {
  /** A checkout's status is asked of the provider at most this often; pollers in between share it. */
  statusFreshMs: 5_000,
  /** Quotes from real providers per project: sustained per second, and the burst. */
  quotesPerSecond: 1,
  quoteBurst: 30,
} as const

/**
 * A provider's status reader that asks at most once per checkout per `statusFreshMs`, and once for
 * all concurrent pollers. A failure is not kept: the next poll asks again.
 */
export function cachedProviderStatus(read: ProviderStatus, now: () => number = Date.now): ProviderStatus {
  const kept = new Map<string, { at: number; answer: Promise<ProviderOrderStatus> }>()
  return (sessionId) => {
    const at = now()
    const fresh = kept.get(sessionId)
    if (fresh && at - fresh.at < providerCallLimits.statusFreshMs) return fresh.answer
    // Bounded by the checkouts polled in the last few seconds.
    for (const [id, entry] of kept) if (at - entry.at >= providerCallLimits.statusFreshMs) kept.delete(id)
    const answer = read(sessionId)
    kept.set(sessionId, { at, answer })
    answer.catch(() => {
      if (kept.get(sessionId)?.answer === answer) kept.delete(sessionId)
    })
    return answer
  }
}

/** One budget per project for quotes asked of real providers; the answer is how long to wait, if over. */
export function createQuoteBudget(
  now: () => number = Date.now,
  shared: SharedLimits = createMemoryLimits(now),
) {
  const budget = shared.budget(
    'provider-quotes',
    providerCallLimits.quotesPerSecond,
    providerCallLimits.quoteBurst,
    now,
  )
  return {
    /** Undefined when `projectId` may ask now; else the seconds until it may. */
    async spend(projectId: string): Promise<number | undefined> {
      const take = await budget.take(projectId)
      return take.ok ? undefined : take.retryAfterSeconds
    },
  }
}
