import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningRedis, startRedis } from '../infra/startRedis.js'
import { LimitsUnavailableError } from './budgets.js'
import { LockWaitTimeoutError } from './leaseLock.js'
import { createRedisLeaseLock } from './redisLeaseLock.js'

let redis: RunningRedis
const clients: Redis[] = []
const client = () => {
  const made = new Redis(redis.url)
  clients.push(made)
  return made
}
beforeAll(async () => {
  redis = await startRedis()
})
afterAll(async () => {
  for (const made of clients) made.disconnect()
  await redis.stop()
})

/** A task that runs until the test lets it end. */
function heldTask(log: string[], name: string) {
  let finish: () => void = () => {}
  const ended = new Promise<void>((resolve) => {
    finish = resolve
  })
  return {
    finish: () => finish(),
    task: async () => {
      log.push(`${name} in`)
      await ended
      log.push(`${name} out`)
      return name
    },
  }
}

describe('a lease lock in Redis', () => {
  it('runs two holders on two clients one after the other', async () => {
    const one = createRedisLeaseLock(client(), { prefix: 'serial:' })
    const two = createRedisLeaseLock(client(), { prefix: 'serial:' })
    const log: string[] = []
    const a = heldTask(log, 'a')
    const b = heldTask(log, 'b')
    const first = one.withLock('user:1', a.task)
    await expect.poll(() => log).toEqual(['a in'])
    const second = two.withLock('user:1', b.task)
    // Another key is not held up.
    expect(await two.withLock('user:2', async () => 'free')).toBe('free')
    expect(log).toEqual(['a in'])
    a.finish()
    await expect.poll(() => log).toEqual(['a in', 'a out', 'b in'])
    b.finish()
    expect(await Promise.all([first, second])).toEqual(['a', 'b'])
  })

  it('renews the lease of a holder that runs longer than it', async () => {
    const reader = client()
    const one = createRedisLeaseLock(client(), { prefix: 'renew:', leaseMs: 600 })
    const two = createRedisLeaseLock(client(), { prefix: 'renew:', leaseMs: 600, maxWaitMs: 60_000 })
    const log: string[] = []
    const a = heldTask(log, 'a')
    const first = one.withLock('k', a.task)
    await expect.poll(() => log).toEqual(['a in'])
    const token = await reader.get('renew:k')
    const second = two.withLock('k', async () => log.push('b in'))
    // Four leases later the key is still a's (renewed, never lost), and b still waits.
    const started = Date.now()
    await expect
      .poll(async () => (await reader.get('renew:k')) === token && Date.now() - started > 2_400, {
        timeout: 20_000,
      })
      .toBe(true)
    expect(log).toEqual(['a in'])
    a.finish()
    await Promise.all([first, second])
    expect(log).toEqual(['a in', 'a out', 'b in'])
  })

  it("gives a crashed holder's key to the next once its lease expires", async () => {
    const crashing = client()
    const one = createRedisLeaseLock(crashing, { prefix: 'crash:', leaseMs: 400 })
    const two = createRedisLeaseLock(client(), { prefix: 'crash:', leaseMs: 400 })
    const log: string[] = []
    const a = heldTask(log, 'a')
    void one.withLock('k', a.task).catch(() => undefined)
    await expect.poll(() => log).toEqual(['a in'])
    // The holder's process dies: no renewal, no release.
    crashing.disconnect()
    expect(await two.withLock('k', async () => 'next')).toBe('next')
    expect(log).toEqual(['a in'])
    a.finish()
  })

  it("lets a holder past its lease free nothing of the next holder's", async () => {
    const late = createRedisLeaseLock(client(), { prefix: 'late:', leaseMs: 200, renewEveryMs: 3_600_000 })
    const next = createRedisLeaseLock(client(), { prefix: 'late:', leaseMs: 10_000 })
    const third = createRedisLeaseLock(client(), { prefix: 'late:', maxWaitMs: 200 })
    const log: string[] = []
    const a = heldTask(log, 'a')
    const b = heldTask(log, 'b')
    const first = late.withLock('k', a.task)
    await expect.poll(() => log).toEqual(['a in'])
    const second = next.withLock('k', b.task)
    await expect.poll(() => log, { timeout: 10_000 }).toEqual(['a in', 'b in'])
    const bToken = await client().get('late:k')
    a.finish()
    expect(await first).toBe('a')
    // a's release found b's token and left it: the key is still b's, a third waiter still waits.
    expect(await client().get('late:k')).toBe(bToken)
    await expect(third.withLock('k', async () => 'in')).rejects.toBeInstanceOf(LockWaitTimeoutError)
    b.finish()
    expect(await second).toBe('b')
    expect(await client().exists('late:k')).toBe(0)
  })

  it('ends a wait past its bound with a clear error, and fails when Redis is down', async () => {
    const holder = createRedisLeaseLock(client(), { prefix: 'wait:' })
    const waiter = createRedisLeaseLock(client(), { prefix: 'wait:', maxWaitMs: 300 })
    const log: string[] = []
    const a = heldTask(log, 'a')
    const first = holder.withLock('user:7', a.task)
    await expect.poll(() => log).toEqual(['a in'])
    await expect(waiter.withLock('user:7', async () => 'in')).rejects.toThrow(
      /The lock on user:7 is still held after \d+ ms/,
    )
    a.finish()
    await first
    const own = await startRedis()
    const gone = new Redis(own.url, { enableOfflineQueue: false, maxRetriesPerRequest: 0 })
    clients.push(gone)
    await expect.poll(() => gone.status).toBe('ready')
    await own.stop()
    const lock = createRedisLeaseLock(gone, { prefix: 'gone:' })
    let ran = false
    await expect(
      lock.withLock('k', async () => {
        ran = true
      }),
    ).rejects.toBeInstanceOf(LimitsUnavailableError)
    expect(ran).toBe(false)
  })
})
