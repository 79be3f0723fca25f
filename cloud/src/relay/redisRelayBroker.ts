import { randomUUID } from 'node:crypto'
import { connectRedis } from './redisRelayStore.js'
import { createTopicCounts, type RelayBroker } from './relayBroker.js'
import type { StoredRelayMessage } from './relayStore.js'

export interface RedisRelayBrokerOptions {
  url: string
  /** Channel names start with it, as the store's keys do. */
  prefix?: string
}

interface Envelope {
  node: string
  message: StoredRelayMessage
}

/**
 * Fan-out between relay nodes over Redis pub/sub: one channel per topic, and one subscriber
 * connection per node holding the channels of the topics its sockets hold. Pub/sub drops what a
 * node misses while disconnected; the mailbox has it, and the hub replays it when the connection
 * is back (onGap).
 */
export async function createRedisRelayBroker({
  url,
  prefix = 'airlock:relay:',
}: RedisRelayBrokerOptions): Promise<RelayBroker> {
  const node = randomUUID()
  const [publisher, subscriber] = await Promise.all([connectRedis(url), connectRedis(url)])
  const channelOf = (topic: string) => `${prefix}live:${topic}`
  const counts = createTopicCounts()
  /** per topic, the SUBSCRIBE under way or done: later local subscribers wait for the same one */
  const subscribed = new Map<string, Promise<void>>()
  const listeners: ((message: StoredRelayMessage) => void)[] = []
  const gapListeners: (() => void)[] = []

  subscriber.on('message', (_channel: string, payload: string) => {
    const envelope = JSON.parse(payload) as Envelope
    // Redis echoes a node's own publishes to it: its hub has delivered them already.
    if (envelope.node === node) return
    for (const listener of listeners) listener(envelope.message)
  })
  let ready = true
  subscriber.on('close', () => {
    ready = false
  })
  subscriber.on('ready', () => {
    // ioredis has resubscribed the channels; what was published meanwhile is only in the mailbox.
    if (ready) return
    ready = true
    for (const listener of gapListeners) listener()
  })

  return {
    async publish(message) {
      // The receiving hubs need no client address: it stays in the mailbox, for the quotas.
      const carried = { ...message, publisherAddress: '' }
      await publisher.publish(
        channelOf(message.topic),
        JSON.stringify({ node, message: carried } satisfies Envelope),
      )
    },
    subscribe(topic) {
      if (!counts.add(topic)) return subscribed.get(topic) ?? Promise.resolve()
      const done = subscriber.subscribe(channelOf(topic)).then(
        () => undefined,
        (error: unknown) => {
          // Not subscribed: the callers roll back, and the next subscribe tries again.
          if (subscribed.get(topic) === done) subscribed.delete(topic)
          while (counts.has(topic)) counts.remove(topic)
          throw error
        },
      )
      subscribed.set(topic, done)
      return done
    },
    async unsubscribe(topic) {
      if (!counts.has(topic) || !counts.remove(topic)) return
      subscribed.delete(topic)
      await subscriber.unsubscribe(channelOf(topic))
    },
    onMessage: (listener) => listeners.push(listener),
    onGap: (listener) => gapListeners.push(listener),
    async close() {
      subscriber.disconnect()
      publisher.disconnect()
    },
  }
}
