import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { type RunningRedis, startRedis } from '../infra/startRedis.js'
import { LimitsUnavailableError } from './budgets.js'
import { createRedisMemo } from './redisMemo.js'

let redis: RunningRedis
const clients: Redis[] = []
const node = (prefix: string, freshMs = 60_000) => {
  const client = new Redis(redis.url, { enableOfflineQueue: false, maxRetriesPerRequest: 0 })
  clients.push(client)
  return createRedisMemo<{ status: string }>(client, { prefix, freshMs })
}
beforeAll(async () => {
  redis = await startRedis()
})
afterAll(async () => {
  for (const client of clients) client.disconnect()
  await redis.stop()
})

/** A provider call that answers when the test says so. */
function slowCall() {
  let answer: (value: { status: string }) => void = () => {}
  const load = vi.fn(
    () =>
      new Promise<{ status: string }>((resolve) => {
        answer = resolve
      }),
  )
  return { load, answer: (status: string) => answer({ status }) }
}

describe('a memo in Redis', () => {
  it('asks once for the pollers of two nodes, and keeps the answer while fresh', async () => {
    const a = node('status:')
    const b = node('status:')
    await expect.poll(() => clients.every((client) => client.status === 'ready')).toBe(true)
    const call = slowCall()
    const asked = [a.get('s1', call.load), a.get('s1', call.load)]
    await expect.poll(() => call.load.mock.calls.length).toBe(1)
    asked.push(b.get('s1', call.load))
    call.answer('pending')
    expect(await Promise.all(asked)).toEqual([
      { status: 'pending' },
      { status: 'pending' },
      { status: 'pending' },
    ])
    expect(await b.get('s1', call.load)).toEqual({ status: 'pending' })
    expect(call.load).toHaveBeenCalledTimes(1)
    // Another checkout is its own.
    expect(await b.get('s2', async () => ({ status: 'completed' }))).toEqual({ status: 'completed' })
  })

  it('keeps no failure: the next asker, on any node, asks again', async () => {
    const a = node('fail:')
    const b = node('fail:')
    await expect.poll(() => clients.every((client) => client.status === 'ready')).toBe(true)
    await expect(a.get('s', () => Promise.reject(new Error('503')))).rejects.toThrow('503')
    expect(await b.get('s', async () => ({ status: 'failed' }))).toEqual({ status: 'failed' })
  })

  it('refuses (LimitsUnavailableError) without asking while Redis is down', async () => {
    const own = await startRedis()
    const client = new Redis(own.url, { enableOfflineQueue: false, maxRetriesPerRequest: 0 })
    clients.push(client)
    await expect.poll(() => client.status).toBe('ready')
    const memo = createRedisMemo<{ status: string }>(client, { prefix: 'down:', freshMs: 5_000 })
    await own.stop()
    const load = vi.fn(async () => ({ status: 'pending' }))
    await expect(memo.get('s', load)).rejects.toBeInstanceOf(LimitsUnavailableError)
    expect(load).not.toHaveBeenCalled()
  })
})
