import type { RelayLimits } from './relayLimits.js'
import { relayErrors } from './relayProtocol.js'
import type { RelayStore } from './relayStore.js'
import { storedBytes } from './storedBytes.js'

/** A request the relay refuses for a quota; the client gets a JSON-RPC error and keeps its socket. */
export class RelayLimitError extends Error {
  readonly code = relayErrors.limitExceeded.code
  constructor(detail: string) {
    super(`${relayErrors.limitExceeded.message}: ${detail}`)
  }
}

/** Stored-bytes caps a store enforces as it saves, so two nodes racing cannot both pass them. */
export type StoredBytesQuota = Pick<RelayLimits, 'maxStoredBytesPerClient' | 'maxStoredBytesPerAddress'>

export const quotaRefusals = {
  client: 'this client stores too many bytes; wait for its messages to expire',
  address: 'this address stores too many bytes; wait for its messages to expire',
} as const

/** Refuses a (batch) subscribe as a whole when it would take a socket past its subscription cap. */
export function admitSubscriptions(
  limits: RelayLimits,
  current: ReadonlySet<string>,
  topics: readonly string[],
) {
  const added = new Set(topics.filter((topic) => !current.has(topic))).size
  if (current.size + added > limits.maxSubscriptionsPerSocket)
    throw new RelayLimitError(`at most ${limits.maxSubscriptionsPerSocket} subscriptions per socket`)
}

/**
 * Refuses a publish (all of a batch, so none of it is half-stored) whose messages are too long or
 * would take the publisher's key or address past its stored-bytes quota.
 */
export async function admitPublishes(
  limits: RelayLimits,
  store: RelayStore,
  publisher: { clientId: string; address: string },
  messages: readonly { message: string; attestation?: string | undefined }[],
) {
  if (messages.some(({ message }) => message.length > limits.maxMessageLength))
    throw new RelayLimitError(`messages are at most ${limits.maxMessageLength} characters`)
  const bytes = messages.reduce((sum, message) => sum + storedBytes(message), 0)
  const [ofClient, fromAddress] = await Promise.all([
    store.storedBytesOf(publisher.clientId),
    store.storedBytesFrom(publisher.address),
  ])
  if (ofClient + bytes > limits.maxStoredBytesPerClient) throw new RelayLimitError(quotaRefusals.client)
  if (fromAddress + bytes > limits.maxStoredBytesPerAddress) throw new RelayLimitError(quotaRefusals.address)
}
