import { describe, expect, it } from 'vitest'
import { redisForTests } from '../infra/redisForTests.js'
import { startRedis } from '../infra/startRedis.js'
import { createCloudServer, type RunningCloud } from './createCloudServer.js'

// A refill this slow cannot hand out a token between two requests, however loaded the machine.
const limits = { requestsPerSecond: 0.05, burst: 4 }

const redis = redisForTests()

/** Two API nodes as the balancer sees them, on one Redis (or, without one, each on its own memory). */
async function twoNodes(redisKeyPrefix: string, redisUrl: string | undefined) {
  const nodes: RunningCloud[] = []
  for (let i = 0; i < 2; i++)
    nodes.push(await createCloudServer({ port: 0, limits, redisUrl, redisKeyPrefix }))
  return nodes
}

describe('two cloud nodes on one Redis', () => {
  it('spend one budget per client: together they refuse where one node would', async () => {
    const [a, b] = await twoNodes('shared-budget:', redis.url)
    try {
      const statuses: number[] = []
      // The client's burst of 4, spread over both nodes as a balancer would.
      for (const node of [a, b, a, b]) statuses.push((await fetch(`${node?.url}/health`)).status)
      expect(statuses).toEqual([200, 200, 200, 200])
      for (const node of [a, b]) {
        const refused = await fetch(`${node?.url}/health`)
        expect(refused.status).toBe(429)
        expect(await refused.json()).toEqual({ message: 'Too many requests' })
        expect(refused.headers.get('retry-after')).toBe('20')
      }
    } finally {
      await Promise.all([a?.close(), b?.close()])
    }
  })

  it('refuses with 503 while Redis is down, never lets a request through unlimited', async () => {
    const own = await startRedis()
    const [a, b] = await twoNodes('down:', own.url)
    try {
      expect((await fetch(`${a?.url}/health`)).status).toBe(200)
      await own.stop()
      for (const node of [a, b, a, b, a, b]) {
        const refused = await fetch(`${node?.url}/health`)
        expect(refused.status).toBe(503)
        expect(await refused.json()).toEqual({ message: 'Service unavailable' })
      }
      // Back on the same port: the nodes reconnect and answer again.
      const again = await startRedis({ port: own.port })
      try {
        await expect.poll(async () => (await fetch(`${b?.url}/health`)).status, { timeout: 15_000 }).toBe(200)
      } finally {
        await again.stop()
      }
    } finally {
      await Promise.all([a?.close(), b?.close()])
    }
  })

  it('does not start without the Redis it was given', async () => {
    const gone = await startRedis()
    await gone.stop()
    await expect(createCloudServer({ port: 0, redisUrl: gone.url })).rejects.toThrow(
      `Redis for rate limits not reachable at ${gone.url}`,
    )
  })
})
