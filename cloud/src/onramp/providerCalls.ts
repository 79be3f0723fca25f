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
 * all concurrent pollers (of every node sharing `shared`). A failure is not kept: the next poll asks again.
 */
export function cachedProviderStatus(
  read: ProviderStatus,
  now: () => number = Date.now,
  shared: SharedLimits = createMemoryLimits(now),
  provider = '',
): ProviderStatus {
  const kept = shared.memo<ProviderOrderStatus>(
    `provider-status:${provider}`,
    providerCallLimits.statusFreshMs,
    now,
  )
  return (sessionId) => kept.get(sessionId, () => read(sessionId))
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
