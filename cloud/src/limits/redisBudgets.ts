import type { Redis } from 'ioredis'
import { type Budget, type Cooldown, refused, type Take } from './budgets.js'
import { luaNow, redisScript } from './redisScript.js'

/**
 * One take (or refund) of a token bucket, atomic: the same arithmetic as tokenBucket.ts in doubles
 * (stored with 17 digits, so a bucket here answers a sequence of takes exactly as one in memory). A
 * bucket that is full again is deleted (a fresh one is the same), and every other expires once it
 * would have refilled, so idle keys vanish. A refusal stores its refill too, as the memory bucket does.
 * KEYS[1] the bucket; ARGV rate per second, burst, cost, 'take' | 'refund', now ms ('' = Redis TIME).
 * Returns { 1 | 0, wait ms ('-1' = never: the cost is over the burst) }.
 */
const bucketLua = `
local rate = tonumber(ARGV[1])
local burst = tonumber(ARGV[2])
local cost = tonumber(ARGV[3])
${luaNow(5)}
local state = redis.call('HMGET', KEYS[1], 'tokens', 'at')
local tokens = tonumber(state[1])
local at = tonumber(state[2])
if tokens == nil or at == nil then
  tokens = burst
  at = now
end
tokens = math.min(burst, tokens + ((math.max(now, at) - at) / 1000) * rate)
at = math.max(now, at)
local ok = 1
local wait = 0
if ARGV[4] == 'refund' then
  tokens = math.min(burst, tokens + cost)
elseif tokens >= cost then
  tokens = tokens - cost
else
  ok = 0
  if cost > burst then wait = -1 else wait = ((cost - tokens) / rate) * 1000 end
end
if tokens >= burst then
  redis.call('DEL', KEYS[1])
else
  redis.call('HSET', KEYS[1], 'tokens', string.format('%.17g', tokens), 'at', string.format('%.17g', at))
  redis.call('PEXPIRE', KEYS[1], string.format('%d', math.ceil(((burst - tokens) / rate) * 1000) + 1000))
end
return { ok, string.format('%.17g', wait) }
`

/**
 * A cooldown: a key records its last use; a use within \`ms\` of it is refused with the seconds left.
 * KEYS[1] the key; ARGV ms, now ms ('' = Redis TIME). Returns 0 (recorded) or the seconds to wait.
 */
const cooldownLua = `
local ms = tonumber(ARGV[1])
${luaNow(2)}
local previous = tonumber(redis.call('GET', KEYS[1]))
if previous ~= nil and now - previous < ms then
  return math.max(1, math.ceil((previous + ms - now) / 1000))
end
redis.call('SET', KEYS[1], string.format('%.17g', now), 'PX', string.format('%d', math.ceil(ms)))
return 0
`

const runBucket = redisScript(bucketLua)
const runCooldown = redisScript(cooldownLua)

export interface RedisBudgetOptions {
  /** Every key starts with it, e.g. `airlock:budget:requests:`. */
  prefix: string
  ratePerSecond: number
  burst: number
  /** One clock for every node (tests move it); unset, Redis's TIME. */
  now?: () => number
}

/**
 * A budget every node shares, held in Redis: one script per take.
 *
 * @example
 * import { Redis } from 'ioredis'
 * import { createRedisBudget } from './redisBudgets.js'
 * const budget = createRedisBudget(new Redis(url), { prefix: 'airlock:budget:requests:', ratePerSecond: 100, burst: 300 })
 * await budget.take('127.0.0.1') // { ok: true }
 */
export function createRedisBudget(
  redis: Redis,
  { prefix, ratePerSecond, burst, now }: RedisBudgetOptions,
): Budget {
  const run = async (key: string, cost: number, mode: 'take' | 'refund') => {
    const args = [ratePerSecond, burst, cost, mode, now ? String(now()) : '']
    return (await runBucket(redis, [prefix + key], args)) as [number, string]
  }
  return {
    async take(key, cost = 1): Promise<Take> {
      const [ok, wait] = await run(key, cost, 'take')
      if (ok === 1) return { ok: true }
      return refused(wait === '-1' ? Number.POSITIVE_INFINITY : Number(wait))
    },
    async refund(key, cost = 1) {
      await run(key, cost, 'refund')
    },
  }
}

/** A cooldown every node shares, held in Redis (keys expire with their window). */
export function createRedisCooldown(
  redis: Redis,
  { prefix, ms, now }: { prefix: string; ms: number; now?: () => number },
): Cooldown {
  return {
    async take(key) {
      return Number(await runCooldown(redis, [prefix + key], [ms, now ? String(now()) : '']))
    },
    async release(key) {
      try {
        await redis.del(prefix + key)
      } catch (error) {
        // The use stays recorded: the key waits out its window, nothing more.
        console.error('[limits] cooldown not released:', (error as Error).message)
      }
    },
  }
}
