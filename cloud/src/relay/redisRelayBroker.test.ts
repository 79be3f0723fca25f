import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningRedis, startRedis } from '../infra/startRedis.js'
import { createRedisRelayBroker } from './redisRelayBroker.js'
import type { RelayBroker } from './relayBroker.js'
import type { StoredRelayMessage } from './relayStore.js'

let redis: RunningRedis
let admin: Redis
const brokers: RelayBroker[] = []
beforeAll(async () => {
  redis = await startRedis()
  admin = new Redis(redis.url)
})
afterAll(async () => {
  for (const broker of brokers) await broker.close()
  admin.disconnect()
  await redis.stop()
})

let prefix = 0
async function pair() {
  const options = { url: redis.url, prefix: `broker${prefix++}:` }
  const [x, y] = [await createRedisRelayBroker(options), await createRedisRelayBroker(options)]
  brokers.push(x, y)
  const received = { x: [] as string[], y: [] as string[] }
  x.onMessage((m) => received.x.push(m.message))
  y.onMessage((m) => received.y.push(m.message))
  return { x, y, received, prefix: options.prefix }
}

const topic = 'a'.repeat(64)
const message = (body: string): StoredRelayMessage => ({
  seq: 1,
  topic,
  message: body,
  tag: 0,
  publishedAt: 1,
  expiresAt: 2,
  publisher: 'did:p',
  publisherAddress: '198.51.100.1',
})

describe('Redis relay broker', () => {
  it('carries a message to the other subscribed nodes, not back to its own', async () => {
    const { x, y, received } = await pair()
    await x.subscribe(topic)
    await y.subscribe(topic)
    await y.publish(message('one'))
    await expect.poll(() => received.x).toEqual(['one'])
    await x.publish(message('two'))
    await expect.poll(() => received.y).toEqual(['two'])
    expect(received).toEqual({ x: ['one'], y: ['two'] })
  })

  it('holds one Redis subscription per topic, dropped with the last local one', async () => {
    const { x, prefix: p } = await pair()
    const subscribers = async () =>
      ((await admin.pubsub('NUMSUB', `${p}live:${topic}`)) as [string, number])[1]
    await Promise.all([x.subscribe(topic), x.subscribe(topic)])
    expect(await subscribers()).toBe(1)
    await x.unsubscribe(topic)
    expect(await subscribers()).toBe(1)
    await x.unsubscribe(topic)
    expect(await subscribers()).toBe(0)
  })

  it('resubscribes after its connection is cut and reports the gap', async () => {
    const { x, y, received } = await pair()
    let gaps = 0
    x.onGap(() => gaps++)
    await x.subscribe(topic)
    await admin.call('CLIENT', 'KILL', 'TYPE', 'pubsub')
    await expect.poll(() => gaps).toBe(1)
    await y.publish(message('after the cut'))
    await expect.poll(() => received.x).toEqual(['after the cut'])
  })
})
