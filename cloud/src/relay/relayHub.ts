import { createHash } from 'node:crypto'
import { createTokenBucket, type TokenBucket } from '@airlock/node-kit'
import { createInProcessBroker, type RelayBroker } from './relayBroker.js'
import { type PublishedMessage, relayHandlers } from './relayHandlers.js'
import { type RelayLimits, resolveRelayLimits } from './relayLimits.js'
import {
  JsonRpcRequestSchema,
  JsonRpcResponseSchema,
  relayErrors,
  relayParamSchemas,
} from './relayProtocol.js'
import { admitPublishes, admitSubscriptions, RelayLimitError } from './relayQuota.js'
import type { RelayStore, StoredRelayMessage } from './relayStore.js'

/** One connected socket, as the hub sees it. */
export interface RelayPeer {
  /** The verified did:key of the client's relay auth: stable across reconnects, so acks survive one. */
  clientId: string
  /** Where the socket comes from (see clientAddress), for the per-address quotas. */
  address: string
  send(payload: string): void
  /** Ends the socket, e.g. with 1013 when it floods. */
  close(code: number, reason: string): void
}

export interface RelaySession {
  /** Resolves once this frame is handled: a socket's frames are handled one after another, in order. */
  receive(raw: string): Promise<void>
  close(): void
}

export interface RelayHubStats {
  published: number
  delivered: number
  acked: number
  sockets: number
  /** sockets closed with 1013 for sending faster than their rate */
  throttled: number
}

export interface RelayHub {
  connect(peer: RelayPeer): RelaySession
  stats(): RelayHubStats
}

export interface RelayHubOptions {
  limits?: Partial<RelayLimits>
  /** Carries publishes to the other relay nodes; unset, this hub is the only one. */
  broker?: RelayBroker
  /** ms since epoch; a test clock */
  now?: () => number
}

/** WebSocket close code "Try Again Later", which the hosted WalletConnect relay uses for too many requests. */
export const TRY_AGAIN_LATER = 1013
/** WebSocket close code "Internal Error". */
const INTERNAL_ERROR = 1011

interface Connection {
  peer: RelayPeer
  topics: Set<string>
  /** our outgoing irn_subscription request id -> message seq, until the client acks */
  inflight: Map<number, number>
  /**
   * Every seq this socket was sent: a message reaching it both live and by a replay (a publish racing
   * a subscribe, here or on another node) goes out once.
   */
  delivered: Set<number>
  /** replays reading the store now: while one is, an acked seq stays in `delivered` */
  replays: number
  requests: TokenBucket
  bytes: TokenBucket
  /** the frames being handled, one after another */
  queue: Promise<void>
  /** tasks to run after the current request's answer */
  after: (() => Promise<void>)[]
  closed: boolean
}

/**
 * The relay's routing: topic subscriptions per socket, fan-out of every publish to every other
 * subscriber (on this node directly, on the others through the broker), replay of unacknowledged
 * messages on (re)subscribe and on fetch, and the two shortcut methods the sign client sends without
 * subscribing first. It also enforces the per-socket and per-client limits: rate first (before any
 * parsing, so a flood is cheap), then quotas.
 */
export function createRelayHub(store: RelayStore, options: RelayHubOptions = {}): RelayHub {
  const limits = resolveRelayLimits(options.limits)
  const now = options.now ?? Date.now
  const broker = options.broker ?? createInProcessBroker()
  const byTopic = new Map<string, Set<Connection>>()
  const connections = new Set<Connection>()
  /** ack writes still under way per client: a replay for that client waits for them */
  const acking = new Map<string, Set<Promise<void>>>()
  const stats: RelayHubStats = { published: 0, delivered: 0, acked: 0, sockets: 0, throttled: 0 }
  let nextId = Date.now() * 1000

  const subscriptionId = (clientId: string, topic: string) =>
    createHash('sha256').update(`${clientId}:${topic}`).digest('hex')

  const deliver = (connection: Connection, message: StoredRelayMessage) => {
    if (connection.closed || connection.delivered.has(message.seq)) return
    if (!connection.topics.has(message.topic) || message.publisher === connection.peer.clientId) return
    connection.delivered.add(message.seq)
    const id = nextId++
    connection.inflight.set(id, message.seq)
    stats.delivered++
    connection.peer.send(
      JSON.stringify({
        id,
        jsonrpc: '2.0',
        method: 'irn_subscription',
        params: {
          id: subscriptionId(connection.peer.clientId, message.topic),
          data: {
            topic: message.topic,
            message: message.message,
            publishedAt: message.publishedAt,
            tag: message.tag,
            ...(message.attestation ? { attestation: message.attestation } : {}),
          },
        },
      }),
    )
  }

  const fanOut = (message: StoredRelayMessage) => {
    for (const connection of byTopic.get(message.topic) ?? []) deliver(connection, message)
  }
  broker.onMessage(fanOut)

  const ack = (clientId: string, seq: number) => {
    const pending = acking.get(clientId) ?? new Set()
    acking.set(clientId, pending)
    // A failed ack only means a redelivery later: delivery is at-least-once.
    const write: Promise<void> = store
      .ack(clientId, seq)
      .catch(() => undefined)
      .finally(() => {
        pending.delete(write)
        if (pending.size === 0 && acking.get(clientId) === pending) acking.delete(clientId)
      })
    pending.add(write)
    stats.acked++
    return write
  }

  const replay = async (connection: Connection, topics: readonly string[]) => {
    const clientId = connection.peer.clientId
    connection.replays++
    try {
      await Promise.all(acking.get(clientId) ?? [])
      for (const message of await store.pending(clientId, topics, now())) deliver(connection, message)
    } finally {
      connection.replays--
    }
  }
  // The broker may have dropped messages while its connection was down: every socket catches up.
  broker.onGap(() => {
    for (const connection of connections) replay(connection, [...connection.topics]).catch(() => undefined)
  })

  const unsubscribe = async (connection: Connection, topic: string) => {
    if (!connection.topics.delete(topic)) return
    byTopic.get(topic)?.delete(connection)
    if (byTopic.get(topic)?.size === 0) byTopic.delete(topic)
    await broker.unsubscribe(topic)
  }

  const subscribe = async (connection: Connection, topics: readonly string[]) => {
    admitSubscriptions(limits, connection.topics, topics)
    const added = [...new Set(topics)].filter((topic) => !connection.topics.has(topic))
    for (const topic of added) {
      connection.topics.add(topic)
      const set = byTopic.get(topic) ?? new Set<Connection>()
      byTopic.set(topic, set)
      set.add(connection)
    }
    try {
      // Before any replay: a message stored after the replay's read then reaches this node live.
      await Promise.all(added.map((topic) => broker.subscribe(topic)))
    } catch (error) {
      await Promise.all(added.map((topic) => unsubscribe(connection, topic).catch(() => undefined)))
      throw error
    }
  }

  const publish = async (publisher: Connection, message: PublishedMessage) => {
    const publishedAt = now()
    const stored = {
      topic: message.topic,
      message: message.message,
      tag: message.tag,
      attestation: message.attestation,
      publishedAt,
      // Clamped, not refused: the SDK sends up to 30 days and would retry a refusal forever.
      expiresAt: publishedAt + Math.min(message.ttl, limits.maxStoredTtlSeconds) * 1000,
      publisher: publisher.peer.clientId,
      publisherAddress: publisher.peer.address,
    }
    // admit() checked the whole batch; the store checks again as it saves, against a racing node.
    const seq = await store.save(stored, limits)
    if (seq === undefined) return // the same body on the same topic: already stored and fanned out
    stats.published++
    const saved = { ...stored, seq }
    fanOut(saved)
    await broker.publish(saved)
  }

  const handlers = relayHandlers<Connection>({
    clientId: (connection) => connection.peer.clientId,
    subscribe,
    afterReply: (connection, task) => connection.after.push(task),
    replay,
    unsubscribe,
    admit: (connection, messages) => admitPublishes(limits, store, connection.peer, messages),
    publish,
    ack,
    subscriptionId,
    store,
    now,
  })

  return {
    stats: () => ({ ...stats }),
    connect(peer) {
      const connection: Connection = {
        peer,
        topics: new Set(),
        inflight: new Map(),
        delivered: new Set(),
        replays: 0,
        requests: createTokenBucket(limits.messagesPerSecond, limits.messageBurst, now),
        bytes: createTokenBucket(limits.bytesPerSecond, limits.byteBurst, now),
        queue: Promise.resolve(),
        after: [],
        closed: false,
      }
      connections.add(connection)
      stats.sockets++
      const reply = (
        id: number | string | null,
        body: { result: unknown } | { error: { code: number; message: string } },
      ) => {
        if (!connection.closed) peer.send(JSON.stringify({ id, jsonrpc: '2.0', ...body }))
      }
      const throttle = () => {
        connection.closed = true
        stats.throttled++
        peer.close(TRY_AGAIN_LATER, 'Too many requests')
      }
      const handle = async (json: unknown) => {
        const request = JsonRpcRequestSchema.safeParse(json)
        if (!request.success) return reply(null, { error: relayErrors.invalidRequest })
        const { id, method, params } = request.data
        if (!Object.hasOwn(relayParamSchemas, method)) return reply(id, { error: relayErrors.methodNotFound })
        const parsed = relayParamSchemas[method as keyof typeof relayParamSchemas].safeParse(params)
        if (!parsed.success) return reply(id, { error: relayErrors.invalidParams })
        if (method === 'irn_batchPublish') {
          const extra = (parsed.data as { messages: unknown[] }).messages.length - 1
          if (extra > 0 && !connection.requests.take(extra)) return throttle()
        }
        const handler = handlers[method as keyof typeof handlers] as (
          c: Connection,
          p: unknown,
        ) => Promise<unknown>
        try {
          reply(id, { result: await handler(connection, parsed.data) })
        } catch (error) {
          connection.after = []
          if (error instanceof RelayLimitError)
            return reply(id, { error: { code: error.code, message: error.message } })
          // The mailbox or the broker failed: refused, never answered as stored.
          return reply(id, { error: relayErrors.unavailable })
        }
        for (const task of connection.after.splice(0)) await task().catch(() => undefined)
      }
      return {
        receive(raw) {
          if (connection.closed) return connection.queue
          if (!connection.requests.take(1) || !connection.bytes.take(raw.length)) {
            throttle()
            return connection.queue
          }
          let json: unknown
          try {
            json = JSON.parse(raw)
          } catch {
            json = undefined
          }
          const response = json === undefined ? undefined : JsonRpcResponseSchema.safeParse(json)
          if (response?.success && !('method' in (json as object))) {
            const seq = connection.inflight.get(Number(response.data.id))
            if (seq !== undefined) {
              // An ack we asked for is free: a wallet catching up on a backlog must not be throttled.
              connection.requests.refund(1)
              connection.bytes.refund(raw.length)
              connection.inflight.delete(Number(response.data.id))
              ack(peer.clientId, seq).then(() => {
                // Stored: a later replay cannot return it, so the socket need not remember it.
                if (connection.replays === 0) connection.delivered.delete(seq)
              })
            }
            return connection.queue
          }
          connection.queue = connection.queue
            .then(() => (json === undefined ? reply(null, { error: relayErrors.parse }) : handle(json)))
            .catch(() => {
              // A bug, not the client's doing: end this socket, not the whole relay.
              connection.closed = true
              peer.close(INTERNAL_ERROR, 'Internal error')
            })
          return connection.queue
        },
        close() {
          connection.closed = true
          connections.delete(connection)
          stats.sockets--
          for (const topic of [...connection.topics]) unsubscribe(connection, topic).catch(() => undefined)
        },
      }
    },
  }
}
