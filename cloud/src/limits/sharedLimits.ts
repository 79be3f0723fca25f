import { Redis } from 'ioredis'
import { createMemoryLimits, type SharedLimits } from './budgets.js'
import type { LeaseLock } from './leaseLock.js'
import { createRedisBudget, createRedisCooldown } from './redisBudgets.js'
import { createRedisLeaseLock, type RedisLeaseLockOptions } from './redisLeaseLock.js'
import { createRedisMemo } from './redisMemo.js'

export interface SharedLimitsOptions {
  /** Redis shared by every node, e.g. `redis://10.0.0.5:6379`; unset, this process's memory. */
  redisUrl?: string
  /** Starts every key, so services or deployments can share one Redis: `airlock:` by default. */
  keyPrefix?: string
  /** One clock for the budgets and cooldowns (tests move it); unset, Date.now in memory, Redis's TIME in Redis. */
  now?: () => number
  /** The locks' lease, renewal and longest wait (see redisLeaseLock.ts). */
  lock?: Omit<RedisLeaseLockOptions, 'prefix'>
}

/** How long a take may wait for Redis before the request is refused (503). */
const COMMAND_TIMEOUT_MS = 2_000

/**
 * The budgets, cooldowns and locks of a service: in memory without `redisUrl` (npm start, one
 * process), else in Redis, shared by every node. Redis is connected before this returns; while it
 * is down later, commands fail at once (no offline queue) and every take throws
 * LimitsUnavailableError: the gates stay shut, and open again once it reconnects.
 *
 * @example
 * import { openSharedLimits } from './sharedLimits.js'
 * const limits = await openSharedLimits({ redisUrl: process.env.REDIS_URL })
 * const requests = limits.budget('requests', 100, 300)
 */
export async function openSharedLimits({
  redisUrl,
  keyPrefix = 'airlock:',
  now,
  lock: lockOptions,
}: SharedLimitsOptions = {}): Promise<SharedLimits> {
  if (redisUrl === undefined) return createMemoryLimits(now)
  const redis = new Redis(redisUrl, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: COMMAND_TIMEOUT_MS,
    retryStrategy: (attempt) => Math.min(attempt * 100, 2_000),
  })
  let down = false
  redis.on('error', (error: Error) => {
    if (down) return
    down = true
    console.error('[limits] Redis unavailable, refusing rate-limited requests:', error.message)
  })
  redis.on('ready', () => {
    down = false
  })
  try {
    await redis.connect()
  } catch (error) {
    redis.disconnect()
    throw new Error(`Redis for rate limits not reachable at ${redisUrl}: ${(error as Error).message}`)
  }
  const locks = new Map<string, LeaseLock>()
  return {
    budget: (name, ratePerSecond, burst) =>
      createRedisBudget(redis, { prefix: `${keyPrefix}budget:${name}:`, ratePerSecond, burst, now }),
    memo: (name, freshMs) => createRedisMemo(redis, { prefix: `${keyPrefix}memo:${name}:`, freshMs }),
    cooldown: (name, ms) => createRedisCooldown(redis, { prefix: `${keyPrefix}cooldown:${name}:`, ms, now }),
    lock(name) {
      let lock = locks.get(name)
      if (!lock) {
        lock = createRedisLeaseLock(redis, { ...lockOptions, prefix: `${keyPrefix}lock:${name}:` })
        locks.set(name, lock)
      }
      return lock
    },
    async close() {
      redis.disconnect()
    },
  }
}
