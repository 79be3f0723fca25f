import { randomUUID } from 'node:crypto'
import type { StoredRelayMessage } from './relayStore.js'

/**
 * Live fan-out between relay nodes. A node's hub delivers a publish to its own sockets itself and
 * hands it to the broker for the other nodes; the broker only carries messages already stored, so a
 * node that misses one (down, or its broker connection cut) finds it in the mailbox on replay.
 */
export interface RelayBroker {
  /** Tells every other node subscribed to the message's topic. */
  publish(message: StoredRelayMessage): Promise<void>
  /**
   * Counts a local subscription; the first one for a topic subscribes this node. Resolves once the
   * node receives the topic's messages, so a replay from the store after it misses nothing.
   */
  subscribe(topic: string): Promise<void>
  /** Drops a local subscription; the last one for a topic unsubscribes this node. */
  unsubscribe(topic: string): Promise<void>
  /** Messages other nodes published on topics this node subscribes to. */
  onMessage(listener: (message: StoredRelayMessage) => void): void
  /** Called when the node may have missed messages (its broker connection came back): replay them. */
  onGap(listener: () => void): void
  close(): Promise<void>
}

/** Counts local subscriptions per topic, so the node subscribes on the first and unsubscribes on the last. */
export function createTopicCounts() {
  const counts = new Map<string, number>()
  return {
    /** true when this is the topic's first local subscription */
    add(topic: string) {
      const n = (counts.get(topic) ?? 0) + 1
      counts.set(topic, n)
      return n === 1
    },
    /** true when this was the topic's last local subscription */
    remove(topic: string) {
      const n = (counts.get(topic) ?? 0) - 1
      if (n > 0) counts.set(topic, n)
      else counts.delete(topic)
      return n === 0
    },
    has: (topic: string) => counts.has(topic),
  }
}

/** Brokers in one process that see each other's messages: several hubs in one test, or a bench. */
export interface InProcessBus {
  node(): RelayBroker
}

/**
 * The embedded broker: with one hub (npm start) nobody else listens, so a publish costs nothing;
 * several nodes made from one bus behave as relay nodes on one Redis would.
 */
export function createInProcessBus(): InProcessBus {
  const nodes = new Set<{
    id: string
    topics: ReturnType<typeof createTopicCounts>
    deliver: (m: StoredRelayMessage) => void
  }>()
  return {
    node() {
      const listeners: ((message: StoredRelayMessage) => void)[] = []
      const self = {
        id: randomUUID(),
        topics: createTopicCounts(),
        deliver: (message: StoredRelayMessage) => {
          for (const listener of listeners) listener(message)
        },
      }
      nodes.add(self)
      return {
        async publish(message) {
          for (const node of nodes) {
            if (node !== self && node.topics.has(message.topic)) node.deliver(message)
          }
        },
        async subscribe(topic) {
          self.topics.add(topic)
        },
        async unsubscribe(topic) {
          self.topics.remove(topic)
        },
        onMessage: (listener) => listeners.push(listener),
        onGap: () => undefined,
        async close() {
          nodes.delete(self)
        },
      }
    },
  }
}

/** The default for one relay process: a bus of its own. */
export const createInProcessBroker = (): RelayBroker => createInProcessBus().node()
