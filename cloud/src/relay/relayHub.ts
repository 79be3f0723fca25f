import { createHash } from 'node:crypto'
import {
  JsonRpcRequestSchema,
  JsonRpcResponseSchema,
  relayErrors,
  relayParamSchemas,
  relayTags,
} from './relayProtocol.js'
import type { RelayMessage, RelayStore, StoredRelayMessage } from './relayStore.js'

/** One connected socket, as the hub sees it. */
export interface RelayPeer {
  /** Stable across reconnects (the did:key of the client's relay auth), so acks survive a reconnect. */
  clientId: string
  send(payload: string): void
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
}

export interface RelayHub {
  connect(peer: RelayPeer): RelaySession
  stats(): RelayHubStats
}

interface Connection {
  peer: RelayPeer
  topics: Set<string>
  /** our outgoing irn_subscription request id -> message seq, until the client acks */
  inflight: Map<number, number>
}

/**
 * The relay's routing: topic subscriptions per socket, fan-out of every publish to every other
 * subscriber, replay of unacknowledged messages on (re)subscribe and on fetch, and the two
 * shortcut methods the sign client sends without subscribing first.
 */
export function createRelayHub(store: RelayStore, now: () => number = Date.now): RelayHub {
  const byTopic = new Map<string, Set<Connection>>()
  const stats: RelayHubStats = { published: 0, delivered: 0, acked: 0, sockets: 0 }
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

  const subscribe = (connection: Connection, topics: readonly string[]) => {
    for (const topic of topics) {
      connection.topics.add(topic)
      const set = byTopic.get(topic) ?? new Set<Connection>()
      byTopic.set(topic, set)
      set.add(connection)
    }
  }

  const replay = (connection: Connection, topics: readonly string[]) => {
    const inflight = new Set(connection.inflight.values())
    for (const message of store.pending(connection.peer.clientId, topics, now())) {
      if (!inflight.has(message.seq)) deliver(connection, message)
    }
  }

  const unsubscribe = (connection: Connection, topic: string) => {
    connection.topics.delete(topic)
    byTopic.get(topic)?.delete(connection)
    if (byTopic.get(topic)?.size === 0) byTopic.delete(topic)
  }

  const publish = (
    publisher: Connection,
    message: Omit<RelayMessage, 'publishedAt' | 'expiresAt' | 'publisher'> & { ttl: number },
  ) => {
    const publishedAt = now()
    const seq = store.save({
      topic: message.topic,
      message: message.message,
      tag: message.tag,
      attestation: message.attestation,
      publishedAt,
      expiresAt: publishedAt + message.ttl * 1000,
      publisher: publisher.peer.clientId,
    })
    if (seq === undefined) return // the same body on the same topic: already stored and fanned out
    stats.published++
    const stored: StoredRelayMessage = {
      seq,
      topic: message.topic,
      message: message.message,
      tag: message.tag,
      attestation: message.attestation,
      publishedAt,
      expiresAt: publishedAt + message.ttl * 1000,
      publisher: publisher.peer.clientId,
    }
    for (const connection of byTopic.get(message.topic) ?? []) {
      if (connection.peer.clientId !== publisher.peer.clientId) deliver(connection, stored)
    }
  }

  const handlers: {
    [M in keyof typeof relayParamSchemas]: (
      connection: Connection,
      params: ReturnType<(typeof relayParamSchemas)[M]['parse']>,
    ) => unknown
  } = {
    irn_subscribe(connection, { topic }) {
      subscribe(connection, [topic])
      queueMicrotask(() => replay(connection, [topic]))
      return subscriptionId(connection.peer.clientId, topic)
    },
    irn_batchSubscribe(connection, { topics }) {
      subscribe(connection, topics)
      queueMicrotask(() => replay(connection, topics))
      return topics.map((topic) => subscriptionId(connection.peer.clientId, topic))
    },
    irn_unsubscribe(connection, { topic }) {
      unsubscribe(connection, topic)
      return true
    },
    irn_batchUnsubscribe(connection, { subscriptions }) {
      for (const { topic } of subscriptions) unsubscribe(connection, topic)
      return true
    },
    irn_publish(connection, params) {
      publish(connection, params)
      return true
    },
    irn_batchPublish(connection, { messages }) {
      for (const message of messages) publish(connection, message)
      return true
    },
    irn_batchFetchMessages(connection, { topics }) {
      const messages = store.pending(connection.peer.clientId, topics, now())
      for (const message of messages) store.ack(connection.peer.clientId, message.seq)
      return {
        hasMore: false,
        messages: messages.map((m) => ({
          topic: m.topic,
          message: m.message,
          publishedAt: m.publishedAt,
          tag: m.tag,
          ...(m.attestation ? { attestation: m.attestation } : {}),
        })),
      }
    },
    wc_proposeSession(connection, params) {
      subscribe(connection, [params.pairingTopic])
      publish(connection, {
        topic: params.pairingTopic,
        message: params.sessionProposal,
        ttl: params.ttl,
        tag: params.tag ?? relayTags.sessionPropose,
        attestation: params.attestation,
      })
      return true
    },
    wc_approveSession(connection, params) {
      subscribe(connection, [params.sessionTopic])
      publish(connection, {
        topic: params.pairingTopic,
        message: params.sessionProposalResponse,
        ttl: params.ttl,
        tag: relayTags.sessionProposeResponse,
      })
      publish(connection, {
        topic: params.sessionTopic,
        message: params.sessionSettlementRequest,
        ttl: params.ttl,
        tag: relayTags.sessionSettle,
      })
      return true
    },
  }

  return {
    stats: () => ({ ...stats }),
    connect(peer) {
      const connection: Connection = { peer, topics: new Set(), inflight: new Map() }
      stats.sockets++
      const reply = (
        id: number | string | null,
        body: { result: unknown } | { error: { code: number; message: string } },
      ) => peer.send(JSON.stringify({ id, jsonrpc: '2.0', ...body }))
      return {
        receive(raw) {
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
              connection.inflight.delete(Number(response.data.id))
              store.ack(peer.clientId, seq)
              stats.acked++
            }
            return
          }
          const request = JsonRpcRequestSchema.safeParse(json)
          if (!request.success) return reply(null, { error: relayErrors.invalidRequest })
          const { id, method, params } = request.data
          const schema = relayParamSchemas[method as keyof typeof relayParamSchemas]
          if (!schema || !Object.hasOwn(relayParamSchemas, method))
            return reply(id, { error: relayErrors.methodNotFound })
          const parsed = schema.safeParse(params)
          if (!parsed.success) return reply(id, { error: relayErrors.invalidParams })
          const handler = handlers[method as keyof typeof handlers] as (c: Connection, p: unknown) => unknown
          reply(id, { result: handler(connection, parsed.data) })
        },
        close() {
          stats.sockets--
          for (const topic of [...connection.topics]) unsubscribe(connection, topic)
        },
      }
    },
  }
}
