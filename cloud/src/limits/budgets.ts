import { createKeyedBuckets } from '@airlock/node-kit'
import { createMemoryLeaseLock, type LeaseLock } from './leaseLock.js'
import { createMemoryMemo, type Memo } from './memo.js'

/** A take's answer: allowed (spent), or refused (nothing spent) and how long until it would pass. */
export type Take = { ok: true } | { ok: false; waitMs: number; retryAfterSeconds: number }

/**
 * A token bucket per key: `burst` tokens at first, refilled at `ratePerSecond`. Every node that shares
 * the store spends the same buckets.
 */
export interface Budget {
  take(key: string, cost?: number): Promise<Take>
  /** Gives tokens back (up to the burst), e.g. when a later budget refused what this one allowed. */
  refund(key: string, cost?: number): Promise<void>
}

/** One use per key per window (spec section 5's email cooldown). */
export interface Cooldown {
  /** 0 after recording this use, or the seconds left to wait (at least 1). */
  take(key: string): Promise<number>
  /** Gives the use back when it did not happen (the email could not be sent). */
  release(key: string): Promise<void>
}

/**
 * Where budgets, cooldowns and locks live: this process's memory (the embedded default) or Redis
 * (shared by every node; see redisLimits.ts). A store that cannot answer throws
 * LimitsUnavailableError: the caller refuses (503), it never lets the request through unlimited.
 */
export interface SharedLimits {
  /** `now` is the clock of the memory store (tests move it); the Redis one keeps one clock for all nodes. */
  budget(name: string, ratePerSecond: number, burst: number, now?: () => number): Budget
  cooldown(name: string, ms: number, now?: () => number): Cooldown
  /** An answer loaded once per key per `freshMs` (a provider's checkout status), JSON in Redis. */
  memo<T>(name: string, freshMs: number, now?: () => number): Memo<T>
  /** Runs tasks one at a time per key (the wallet's signing lock). */
  lock(name: string): LeaseLock
  close(): Promise<void>
}

/** The shared store did not answer: the request is refused with 503, never let through unlimited. */
export class LimitsUnavailableError extends Error {
  override name = 'LimitsUnavailableError'
  constructor(cause: unknown) {
    super(`The rate-limit store is unavailable: ${(cause as Error)?.message ?? String(cause)}`, { cause })
  }
}

/** A refusal's Retry-After in whole seconds: at least 1 (a header of 0 would invite a retry loop). */
export const refused = (waitMs: number): Take => ({
  ok: false,
  waitMs,
  retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)),
})

const ALLOWED: Take = { ok: true }
const SWEEP_MS = 10_000

/** A budget in this process's memory: today's keyed buckets, swept of refilled keys as it is used. */
export function createMemoryBudget(
  ratePerSecond: number,
  burst: number,
  now: () => number = Date.now,
): Budget {
  const buckets = createKeyedBuckets(ratePerSecond, burst, now)
  let sweptAt = now()
  return {
    async take(key, cost = 1) {
      if (now() - sweptAt > SWEEP_MS) {
        sweptAt = now()
        buckets.sweep()
      }
      return buckets.take(key, cost) ? ALLOWED : refused(buckets.waitMs(key, cost))
    },
    async refund(key, cost = 1) {
      buckets.refund(key, cost)
    },
  }
}

/** A cooldown in this process's memory (a restart forgets it: at most one extra use per key). */
export function createMemoryCooldown(ms: number, now: () => number = Date.now): Cooldown {
  const last = new Map<string, number>()
  let sweptAt = now()
  return {
    async take(key) {
      const at = now()
      if (at - sweptAt > ms) {
        sweptAt = at
        for (const [k, time] of last) if (at - time >= ms) last.delete(k)
      }
      const previous = last.get(key)
      if (previous !== undefined && at - previous < ms)
        return Math.max(1, Math.ceil((previous + ms - at) / 1000))
      last.set(key, at)
      return 0
    },
    async release(key) {
      last.delete(key)
    },
  }
}

/**
 * The embedded default: everything in this process, as before the cluster (one node, nothing
 * shared). `now` is the clock of budgets created without their own.
 *
 * @example
 * import { createMemoryLimits } from './budgets.js'
 * const limits = createMemoryLimits()
 * await limits.budget('requests', 100, 300).take('127.0.0.1') // { ok: true }
 */
export function createMemoryLimits(now: () => number = Date.now): SharedLimits {
  const locks = new Map<string, LeaseLock>()
  return {
    budget: (_name, ratePerSecond, burst, clock = now) => createMemoryBudget(ratePerSecond, burst, clock),
    cooldown: (_name, ms, clock = now) => createMemoryCooldown(ms, clock),
    memo: (_name, freshMs, clock = now) => createMemoryMemo(freshMs, clock),
    lock(name) {
      let lock = locks.get(name)
      if (!lock) {
        lock = createMemoryLeaseLock()
        locks.set(name, lock)
      }
      return lock
    },
    async close() {},
  }
}
