import { randomBytes } from 'node:crypto'
import { setTimeout as sleep } from 'node:timers/promises'
import type { Redis } from 'ioredis'
import { LimitsUnavailableError } from './budgets.js'
import { createMemoryLeaseLock, type LeaseLock, LockWaitTimeoutError } from './leaseLock.js'
import { redisScript } from './redisScript.js'

/** Extends the lease only while the key still holds this holder's token. */
const renewLua = `
if redis.call('GET', KEYS[1]) == ARGV[1] then
  return redis.call('PEXPIRE', KEYS[1], ARGV[2])
end
return 0
`
/** Frees the key only while it holds this holder's token: one past its lease cannot free the next one's. */
const releaseLua = `
if redis.call('GET', KEYS[1]) == ARGV[1] then
  return redis.call('DEL', KEYS[1])
end
return 0
`
const runRenew = redisScript(renewLua)
const runRelease = redisScript(releaseLua)

export interface RedisLeaseLockOptions {
  /** Every key starts with it, e.g. `airlock:lock:signing:`. */
  prefix: string
  /** How long a holder keeps the key without renewing it: a crashed holder frees it after this. */
  leaseMs?: number
  /** How often a live holder renews its lease (a third of it by default). */
  renewEveryMs?: number
  /** How long a waiter waits before LockWaitTimeoutError. */
  maxWaitMs?: number
}

/**
 * A lock every node shares: the key is SET NX PX with a random token, renewed while its task runs,
 * and freed by compare-and-delete. Waiters retry with a growing, jittered backoff, up to `maxWaitMs`.
 * Within a process, tasks first queue in memory, so only the head of a key's queue asks Redis.
 *
 * @example
 * import { Redis } from 'ioredis'
 * import { createRedisLeaseLock } from './redisLeaseLock.js'
 * const lock = createRedisLeaseLock(new Redis(url), { prefix: 'airlock:lock:signing:' })
 * await lock.withLock('user:1', () => sendTransaction(...))
 */
export function createRedisLeaseLock(
  redis: Redis,
  { prefix, leaseMs = 15_000, renewEveryMs = leaseMs / 3, maxWaitMs = 30_000 }: RedisLeaseLockOptions,
): LeaseLock {
  const local = createMemoryLeaseLock()

  async function acquire(key: string, token: string) {
    const started = Date.now()
    let backoff = 10
    for (;;) {
      let set: string | null
      try {
        set = await redis.set(key, token, 'PX', leaseMs, 'NX')
      } catch (error) {
        throw new LimitsUnavailableError(error)
      }
      if (set === 'OK') return
      const waited = Date.now() - started
      if (waited >= maxWaitMs) throw new LockWaitTimeoutError(key.slice(prefix.length), waited)
      await sleep(Math.min(backoff * (0.5 + Math.random() / 2), maxWaitMs - waited))
      backoff = Math.min(backoff * 2, 250)
    }
  }

  return {
    withLock(name, task) {
      return local.withLock(name, async () => {
        const key = prefix + name
        const token = randomBytes(16).toString('hex')
        await acquire(key, token)
        let failing = false
        const renewal = setInterval(() => {
          runRenew(redis, [key], [token, leaseMs]).then(
            (renewed) => {
              failing = false
              if (renewed === 1) return
              // Another holder may have it now: nothing left to renew.
              clearInterval(renewal)
              console.error(`[limits] lease on ${name} lost before its task ended`)
            },
            (error: Error) => {
              if (!failing) console.error(`[limits] lease on ${name} not renewed:`, error.message)
              failing = true
            },
          )
        }, renewEveryMs)
        renewal.unref()
        try {
          return await task()
        } finally {
          clearInterval(renewal)
          // Not freed (Redis down): the lease expires on its own.
          await runRelease(redis, [key], [token]).catch((error: Error) =>
            console.error(`[limits] lock on ${name} not released:`, error.message),
          )
        }
      })
    },
  }
}
