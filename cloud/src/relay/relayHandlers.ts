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
  subscribe(connection: Connection, topics: readonly string[]): Promise<void>
  /** Runs once the answer to the current request is sent: replays must follow the subscription id. */
  afterReply(connection: Connection, task: () => Promise<void>): void
  replay(connection: Connection, topics: readonly string[]): Promise<void>
  unsubscribe(connection: Connection, topic: string): Promise<void>
  /** Checks every message against the quotas first; throws RelayLimitError before storing any. */
  admit(connection: Connection, messages: readonly PublishedMessage[]): Promise<void>
  publish(connection: Connection, message: PublishedMessage): Promise<void>
  ack(clientId: string, seq: number): Promise<void>
  subscriptionId(clientId: string, topic: string): string
  store: RelayStore
  now(): number
}

type Handlers<Connection> = {
  [M in keyof typeof relayParamSchemas]: (
    connection: Connection,
    params: ReturnType<(typeof relayParamSchemas)[M]['parse']>,
  ) => Promise<unknown>
}

/** The relay's JSON-RPC methods, on validated params. */
export function relayHandlers<C>(r: RelayRouting<C>): Handlers<C> {
  const publishAll = async (connection: C, messages: readonly PublishedMessage[]) => {
    await r.admit(connection, messages)
    for (const message of messages) await r.publish(connection, message)
  }
  const subscribeAll = async (connection: C, topics: readonly string[]) => {
    await r.subscribe(connection, topics)
    r.afterReply(connection, () => r.replay(connection, topics))
    return topics.map((topic) => r.subscriptionId(r.clientId(connection), topic))
  }
  return {
    async irn_subscribe(connection, { topic }) {
      return (await subscribeAll(connection, [topic]))[0]
    },
    irn_batchSubscribe: (connection, { topics }) => subscribeAll(connection, topics),
    async irn_unsubscribe(connection, { topic }) {
      await r.unsubscribe(connection, topic)
      return true
    },
    async irn_batchUnsubscribe(connection, { subscriptions }) {
      for (const { topic } of subscriptions) await r.unsubscribe(connection, topic)
      return true
    },
    async irn_publish(connection, params) {
      await publishAll(connection, [params])
      return true
    },
    async irn_batchPublish(connection, { messages }) {
      await publishAll(connection, messages)
      return true
    },
    async irn_batchFetchMessages(connection, { topics }) {
      const clientId = r.clientId(connection)
      const messages = await r.store.pending(clientId, topics, r.now())
      await Promise.all(messages.map((message) => r.ack(clientId, message.seq)))
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
    async wc_proposeSession(connection, params) {
      const proposal = {
        topic: params.pairingTopic,
        message: params.sessionProposal,
        ttl: params.ttl,
        tag: params.tag ?? relayTags.sessionPropose,
        attestation: params.attestation,
      }
      await r.admit(connection, [proposal])
      await r.subscribe(connection, [params.pairingTopic])
      await r.publish(connection, proposal)
      return true
    },
    async wc_approveSession(connection, params) {
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
      await r.admit(connection, messages)
      await r.subscribe(connection, [params.sessionTopic])
      for (const message of messages) await r.publish(connection, message)
      return true
    },
  }
}
