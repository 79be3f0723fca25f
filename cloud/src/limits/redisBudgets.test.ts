import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningRedis, startRedis } from '../infra/startRedis.js'
import { createMemoryBudget, LimitsUnavailableError } from './budgets.js'
import { createRedisBudget, createRedisCooldown } from './redisBudgets.js'
import { openSharedLimits } from './sharedLimits.js'

let redis: RunningRedis
let client: Redis
beforeAll(async () => {
  redis = await startRedis()
  client = new Redis(redis.url)
})
afterAll(async () => {
  client.disconnect()
  await redis.stop()
})

describe('a token bucket in Redis', () => {
  it('answers a sequence of takes, refunds and waits exactly as the memory one', async () => {
    let clock = 1_000_000
    const now = () => clock
    const memory = createMemoryBudget(3, 7, now)
    const shared = createRedisBudget(client, { prefix: 'seq:', ratePerSecond: 3, burst: 7, now })
    // A fixed pseudo-random walk: costs 1-4 (and one over the burst), clock steps 0-700 ms, some refunds.
    let seed = 42
    const next = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31
      return seed % n
    }
    const answers: { memory: unknown[]; redis: unknown[] } = { memory: [], redis: [] }
    for (let step = 0; step < 300; step++) {
      const key = `k${next(3)}`
      const cost = step === 150 ? 8 : 1 + next(4)
      if (next(10) === 0) {
        await memory.refund(key, cost)
        await shared.refund(key, cost)
      } else {
        answers.memory.push(await memory.take(key, cost))
        answers.redis.push(await shared.take(key, cost))
      }
      clock += next(8) * 100
    }
    expect(answers.redis).toEqual(answers.memory)
    expect(answers.memory.filter((take) => (take as { ok: boolean }).ok === false).length).toBeGreaterThan(20)
  })

  it('forgets a key once it has refilled, and expires the others', async () => {
    let clock = 0
    const budget = createRedisBudget(client, {
      prefix: 'idle:',
      ratePerSecond: 10,
      burst: 5,
      now: () => clock,
    })
    await budget.take('a', 2)
    const ttl = await client.pttl('idle:a')
    expect(ttl).toBeGreaterThan(0)
    expect(ttl).toBeLessThanOrEqual(200 + 1000)
    clock += 200
    await budget.take('a', 0)
    expect(await client.exists('idle:a')).toBe(0)
  })

  it("uses Redis's clock when given none: two budgets on one key spend one bucket", async () => {
    const one = createRedisBudget(client, { prefix: 'time:', ratePerSecond: 0.001, burst: 2 })
    const two = createRedisBudget(client, { prefix: 'time:', ratePerSecond: 0.001, burst: 2 })
    expect(await one.take('a')).toEqual({ ok: true })
    expect(await two.take('a')).toEqual({ ok: true })
    const refused = await one.take('a')
    expect(refused.ok).toBe(false)
    expect(refused.ok === false && refused.retryAfterSeconds).toBeGreaterThan(900)
  })
})

describe('a cooldown in Redis', () => {
  it('allows one use per window, says how long to wait, and gives a use back', async () => {
    let clock = 5_000
    const cooldown = createRedisCooldown(client, { prefix: 'cool:', ms: 60_000, now: () => clock })
    expect(await cooldown.take('x')).toBe(0)
    clock += 30_500
    expect(await cooldown.take('x')).toBe(30)
    await cooldown.release('x')
    expect(await cooldown.take('x')).toBe(0)
    clock += 60_000
    expect(await cooldown.take('x')).toBe(0)
  })
})

describe('Redis down', () => {
  it('refuses every take (LimitsUnavailableError), and answers again once Redis is back', async () => {
    const own = await startRedis()
    const limits = await openSharedLimits({ redisUrl: own.url, keyPrefix: 'down:' })
    const budget = limits.budget('requests', 100, 300)
    const cooldown = limits.cooldown('login', 60_000)
    expect(await budget.take('a')).toEqual({ ok: true })
    await own.stop()
    await expect(budget.take('a')).rejects.toBeInstanceOf(LimitsUnavailableError)
    await expect(cooldown.take('a')).rejects.toBeInstanceOf(LimitsUnavailableError)
    const again = await startRedis({ port: own.port })
    await expect.poll(() => budget.take('a').catch(() => 'down'), { timeout: 15_000 }).toEqual({ ok: true })
    await limits.close()
    await again.stop()
  })
})
