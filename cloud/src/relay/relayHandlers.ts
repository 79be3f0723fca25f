import { type relayParamSchemas, relayTags } from './relayProtocol.js'
import type { RelayMessage, RelayStore } from './relayStore.js'

export type PublishedMessage = Pick<RelayMessage, 'topic' | 'message' | 'tag' | 'attestation'> & {
  /** seconds, as the client asked */
  ttl: number
}

/** What the method handlers need from the hub, for one socket. */
export interface RelayRouting<Connection> {
  clientId(connection: Connection): string
  /** Subscribes, or throws RelayLimitError before changing anything. */
  subscribe(connection: Connection, topics: readonly string[]): void
  replay(connection: Connection, topics: readonly string[]): void
  unsubscribe(connection: Connection, topic: string): void
  /** Checks every message against the quotas first; throws RelayLimitError before storing any. */
  admit(connection: Connection, messages: readonly PublishedMessage[]): void
  publish(connection: Connection, message: PublishedMessage): void
  subscriptionId(clientId: string, topic: string): string
  store: RelayStore
  now(): number
}

type Handlers<Connection> = {
  [M in keyof typeof relayParamSchemas]: (
    connection: Connection,
    params: ReturnType<(typeof relayParamSchemas)[M]['parse']>,
  ) => unknown
}

/** The relay's JSON-RPC methods, on validated params. */
export function relayHandlers<C>(r: RelayRouting<C>): Handlers<C> {
  const publishAll = (connection: C, messages: readonly PublishedMessage[]) => {
    r.admit(connection, messages)
    for (const message of messages) r.publish(connection, message)
  }
  return {
    irn_subscribe(connection, { topic }) {
      r.subscribe(connection, [topic])
      queueMicrotask(() => r.replay(connection, [topic]))
      return r.subscriptionId(r.clientId(connection), topic)
    },
    irn_batchSubscribe(connection, { topics }) {
      r.subscribe(connection, topics)
      queueMicrotask(() => r.replay(connection, topics))
      return topics.map((topic) => r.subscriptionId(r.clientId(connection), topic))
    },
    irn_unsubscribe(connection, { topic }) {
      r.unsubscribe(connection, topic)
      return true
    },
    irn_batchUnsubscribe(connection, { subscriptions }) {
      for (const { topic } of subscriptions) r.unsubscribe(connection, topic)
      return true
    },
    irn_publish(connection, params) {
      publishAll(connection, [params])
      return true
    },
    irn_batchPublish(connection, { messages }) {
      publishAll(connection, messages)
      return true
    },
    irn_batchFetchMessages(connection, { topics }) {
      const clientId = r.clientId(connection)
      const messages = r.store.pending(clientId, topics, r.now())
      for (const message of messages) r.store.ack(clientId, message.seq)
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
      const proposal = {
        topic: params.pairingTopic,
        message: params.sessionProposal,
        ttl: params.ttl,
        tag: params.tag ?? relayTags.sessionPropose,
        attestation: params.attestation,
      }
      r.admit(connection, [proposal])
      r.subscribe(connection, [params.pairingTopic])
      r.publish(connection, proposal)
      return true
    },
    wc_approveSession(connection, params) {
      const messages = [
        {
          topic: params.pairingTopic,
          message: params.sessionProposalResponse,
          ttl: params.ttl,
          tag: relayTags.sessionProposeResponse,
        },
        {
          topic: params.sessionTopic,
          message: params.sessionSettlementRequest,
          ttl: params.ttl,
          tag: relayTags.sessionSettle,
        },
      ]
      r.admit(connection, messages)
      r.subscribe(connection, [params.sessionTopic])
      for (const message of messages) r.publish(connection, message)
      return true
    },
  }
}
