import { createHash } from 'node:crypto'
import { createTokenBucket, type TokenBucket } from '../limits/tokenBucket.js'
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
  receive(raw: string): void
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
  /** ms since epoch; a test clock */
  now?: () => number
}

/** WebSocket close code "Try Again Later", which the hosted WalletConnect relay uses for too many requests. */
export const TRY_AGAIN_LATER = 1013

interface Connection {
  peer: RelayPeer
  topics: Set<string>
  /** our outgoing irn_subscription request id -> message seq, until the client acks */
  inflight: Map<number, number>
  requests: TokenBucket
  bytes: TokenBucket
}

/**
 * The relay's routing: topic subscriptions per socket, fan-out of every publish to every other
 * subscriber, replay of unacknowledged messages on (re)subscribe and on fetch, and the two
 * shortcut methods the sign client sends without subscribing first. It also enforces the per-socket
 * and per-client limits: rate first (before any parsing, so a flood is cheap), then quotas.
 */
export function createRelayHub(store: RelayStore, options: RelayHubOptions = {}): RelayHub {
  const limits = resolveRelayLimits(options.limits)
  const now = options.now ?? Date.now
  const byTopic = new Map<string, Set<Connection>>()
  const stats: RelayHubStats = { published: 0, delivered: 0, acked: 0, sockets: 0, throttled: 0 }
  let nextId = Date.now() * 1000

  const subscriptionId = (clientId: string, topic: string) =>
    createHash('sha256').update(`${clientId}:${topic}`).digest('hex')

  const deliver = (connection: Connection, message: StoredRelayMessage) => {
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

  const unsubscribe = (connection: Connection, topic: string) => {
    connection.topics.delete(topic)
    byTopic.get(topic)?.delete(connection)
    if (byTopic.get(topic)?.size === 0) byTopic.delete(topic)
  }

  const publish = (publisher: Connection, message: PublishedMessage) => {
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
    const seq = store.save(stored)
    if (seq === undefined) return // the same body on the same topic: already stored and fanned out
    stats.published++
    for (const connection of byTopic.get(message.topic) ?? []) {
      if (connection.peer.clientId !== publisher.peer.clientId) deliver(connection, { ...stored, seq })
    }
  }

  const handlers = relayHandlers<Connection>({
    clientId: (connection) => connection.peer.clientId,
    subscribe(connection, topics) {
      admitSubscriptions(limits, connection.topics, topics)
      for (const topic of topics) {
        connection.topics.add(topic)
        const set = byTopic.get(topic) ?? new Set<Connection>()
        byTopic.set(topic, set)
        set.add(connection)
      }
    },
    replay(connection, topics) {
      const inflight = new Set(connection.inflight.values())
      for (const message of store.pending(connection.peer.clientId, topics, now())) {
        if (!inflight.has(message.seq)) deliver(connection, message)
      }
    },
    unsubscribe,
    admit: (connection, messages) => admitPublishes(limits, store, connection.peer, messages),
    publish,
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
        requests: createTokenBucket(limits.messagesPerSecond, limits.messageBurst, now),
        bytes: createTokenBucket(limits.bytesPerSecond, limits.byteBurst, now),
      }
      let closed = false
      stats.sockets++
      const reply = (
        id: number | string | null,
        body: { result: unknown } | { error: { code: number; message: string } },
      ) => peer.send(JSON.stringify({ id, jsonrpc: '2.0', ...body }))
      const throttle = () => {
        closed = true
        stats.throttled++
        peer.close(TRY_AGAIN_LATER, 'Too many requests')
      }
      return {
        receive(raw) {
          if (closed) return
          if (!connection.requests.take(1) || !connection.bytes.take(raw.length)) return throttle()
          let json: unknown
          try {
            json = JSON.parse(raw)
          } catch {
            return reply(null, { error: relayErrors.parse })
          }
          const response = JsonRpcResponseSchema.safeParse(json)
          if (response.success && !('method' in (json as object))) {
            const seq = connection.inflight.get(Number(response.data.id))
            if (seq !== undefined) {
              // An ack we asked for is free: a wallet catching up on a backlog must not be throttled.
              connection.requests.refund(1)
              connection.bytes.refund(raw.length)
              connection.inflight.delete(Number(response.data.id))
              store.ack(peer.clientId, seq)
              stats.acked++
            }
            return
          }
          const request = JsonRpcRequestSchema.safeParse(json)
          if (!request.success) return reply(null, { error: relayErrors.invalidRequest })
          const { id, method, params } = request.data
          if (!Object.hasOwn(relayParamSchemas, method))
            return reply(id, { error: relayErrors.methodNotFound })
          const parsed = relayParamSchemas[method as keyof typeof relayParamSchemas].safeParse(params)
          if (!parsed.success) return reply(id, { error: relayErrors.invalidParams })
          if (method === 'irn_batchPublish') {
            const extra = (parsed.data as { messages: unknown[] }).messages.length - 1
            if (extra > 0 && !connection.requests.take(extra)) return throttle()
          }
          const handler = handlers[method as keyof typeof handlers] as (c: Connection, p: unknown) => unknown
          try {
            reply(id, { result: handler(connection, parsed.data) })
          } catch (error) {
            if (!(error instanceof RelayLimitError)) throw error
            reply(id, { error: { code: error.code, message: error.message } })
          }
        },
        close() {
          closed = true
          stats.sockets--
          for (const topic of [...connection.topics]) unsubscribe(connection, topic)
        },
      }
    },
  }
}
