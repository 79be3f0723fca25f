import { setTimeout as sleep } from 'node:timers/promises'
import type { Redis } from 'ioredis'
import { LimitsUnavailableError } from './budgets.js'
import type { Memo } from './memo.js'

/**
 * A memo every node shares: the answer is kept in Redis for `freshMs` (PX), and one node at a time
 * loads it (a `:lead` key, SET NX PX); the others wait for that answer, up to `freshMs`, before
 * loading it themselves. Within a process, concurrent askers share one call. A Redis that does not
 * answer throws LimitsUnavailableError: nothing is loaded unbounded.
 *
 * @example
 * import { Redis } from 'ioredis'
 * import { createRedisMemo } from './redisMemo.js'
 * const statuses = createRedisMemo<Status>(new Redis(url), { prefix: 'airlock:memo:status:', freshMs: 5_000 })
 * await statuses.get('checkout-1', () => askProvider('checkout-1'))
 */
export function createRedisMemo<T>(
  redis: Redis,
  { prefix, freshMs }: { prefix: string; freshMs: number },
): Memo<T> {
  const running = new Map<string, Promise<T>>()
  const call = async <R>(command: () => Promise<R>) => {
    try {
      return await command()
    } catch (error) {
      throw new LimitsUnavailableError(error)
    }
  }
  const kept = async (key: string) => {
    const text = await call(() => redis.get(prefix + key))
    return text === null ? undefined : { value: JSON.parse(text) as T }
  }

  async function fetchShared(key: string, load: () => Promise<T>): Promise<T> {
    const found = await kept(key)
    if (found) return found.value
    const lead = `${prefix}${key}:lead`
    if ((await call(() => redis.set(lead, '1', 'PX', freshMs, 'NX'))) === 'OK') {
      try {
        // The leader before this one stores its answer, then frees the lead: it may be there now.
        const stored = await kept(key)
        if (stored) return stored.value
        const value = await load()
        await call(() => redis.set(prefix + key, JSON.stringify(value), 'PX', freshMs))
        return value
      } finally {
        // A failure is not kept: the next asker leads.
        await redis.del(lead).catch(() => undefined)
      }
    }
    const started = Date.now()
    for (let backoff = 20; Date.now() - started < freshMs; backoff = Math.min(backoff * 2, 500)) {
      await sleep(backoff)
      const answer = await kept(key)
      if (answer) return answer.value
      if ((await call(() => redis.exists(lead))) === 0) break
    }
    return load()
  }

  return {
    get(key, load) {
      const pending = running.get(key)
      if (pending) return pending
      const answer = fetchShared(key, load).finally(() => running.delete(key))
      running.set(key, answer)
      return answer
    },
  }
}
