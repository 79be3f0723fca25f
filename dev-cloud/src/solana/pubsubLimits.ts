/**
 * What one client may cost the dev node's PubSub WebSocket, which runs in the cloud's process: a
 * flood of it must not starve the cloud's HTTP API. The defaults leave web3.js and kit far below
 * every cap (a dApp page holds one socket and a handful of subscriptions: its accounts, a slot, a
 * signature per pending transaction) while bounding what one socket or address can take.
 */
export interface PubSubLimits {
  /** Largest WebSocket message (ws closes with 1009 above it): a subscribe request is small. */
  maxFrameBytes: number
  /**
   * Live subscriptions one socket may hold. web3.js and kit share one socket per connection and
   * reuse a subscription for the same account; a hundred is far more than a page keeps open.
   */
  maxSubscriptionsPerSocket: number
  /**
   * Live subscriptions on the whole node (agave's `--rpc-pubsub-max-active-subscriptions`, 1,000,000
   * on a validator): every one is a send per slot, in this process.
   */
  maxSubscriptions: number
  /**
   * Open sockets per client address (per IPv4 address, per IPv6 /64, as the relay counts): a page
   * holds one or two, a test run reuses the same loopback address for all of its pages.
   */
  maxSocketsPerAddress: number
  /** Sustained handshakes per client address per second: a socket closed for flooding cannot reconnect at once. */
  handshakesPerSecond: number
  /** Handshakes an address may make at once (a page load, a test run). */
  handshakeBurst: number
  /** Sustained requests per socket per second (subscribes, unsubscribes, pings); past it, 1013. */
  messagesPerSecond: number
  /** Requests a socket may send at once before the sustained rate applies (a page subscribing at start). */
  messageBurst: number
  /** Notifications sent per event-loop turn: a slot's fan-out yields to HTTP and timers between chunks. */
  notificationsPerTurn: number
  /**
   * Bytes a socket may leave unread in our send buffer: a client that does not read its notifications
   * is dropped, not buffered for without limit.
   */
  maxBufferedBytes: number
}

const KiB = 1024

export const defaultPubSubLimits: Readonly<PubSubLimits> = Object.freeze({
  maxFrameBytes: 64 * KiB,
  maxSubscriptionsPerSocket: 100,
  maxSubscriptions: 10_000,
  maxSocketsPerAddress: 64,
  handshakesPerSecond: 10,
  handshakeBurst: 100,
  messagesPerSecond: 50,
  messageBurst: 200,
  notificationsPerTurn: 64,
  maxBufferedBytes: 1024 * KiB,
})

/** The defaults with the given overrides; throws on values that would refuse every client. */
export function resolvePubSubLimits(overrides: Partial<PubSubLimits> = {}): PubSubLimits {
  const limits = { ...defaultPubSubLimits, ...overrides }
  for (const [name, value] of Object.entries(limits)) {
    if (!Number.isFinite(value) || value <= 0) throw new RangeError(`PubSub limit ${name} must be positive`)
  }
  return limits
}
