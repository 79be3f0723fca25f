/**
 * What one client may cost the relay. The defaults leave real WalletConnect clients far below every
 * cap (a session's messages are a few KB, a wallet holds tens of topics) while bounding what one
 * socket, key or address can take from everybody else.
 */
export interface RelayLimits {
  /** Largest WebSocket message (ws `maxPayload`; ws closes with 1009 above it). A full irn_batchPublish fits. */
  maxFrameBytes: number
  /** Longest relay `message` (an encrypted, base64 envelope), in characters. */
  maxMessageLength: number
  /** Topics one socket may subscribe to: a wallet holds a pairing and a session topic per dApp. */
  maxSubscriptionsPerSocket: number
  /**
   * Open sockets per client address (per IPv4 address, per IPv6 /64). High because NAT puts many
   * users behind one address, and one browser tab holds one or two.
   */
  maxSocketsPerAddress: number
  /**
   * Sustained handshakes per client address per second. Without it a socket closed for flooding
   * would reconnect with a fresh rate allowance at once.
   */
  handshakesPerSecond: number
  /** Handshakes an address may make at once: a page load, a test run or a bench opening many sockets. */
  handshakeBurst: number
  /**
   * Longest a message is stored, whatever TTL it asks for (the protocol allows 30 days). The sign
   * client's longest TTL is one day, so clamping there changes nothing for it.
   */
  maxStoredTtlSeconds: number
  /** Live stored bytes published by one client (its verified did:key). */
  maxStoredBytesPerClient: number
  /** Live stored bytes published from one client address: a new key per socket does not reset it. */
  maxStoredBytesPerAddress: number
  /** Sustained JSON-RPC requests per socket per second (each message of a batch publish counts). */
  messagesPerSecond: number
  /** Requests a socket may send at once before the sustained rate applies (startup, batches). */
  messageBurst: number
  /** Sustained inbound bytes per socket per second. */
  bytesPerSecond: number
  /** Inbound bytes a socket may send at once; at least `maxFrameBytes`, so any allowed frame can pass. */
  byteBurst: number
}

const KiB = 1024
const MiB = 1024 * KiB

export const defaultRelayLimits: Readonly<RelayLimits> = Object.freeze({
  maxFrameBytes: 1 * MiB,
  maxMessageLength: 512_000,
  maxSubscriptionsPerSocket: 1000,
  maxSocketsPerAddress: 256,
  handshakesPerSecond: 20,
  handshakeBurst: 400,
  maxStoredTtlSeconds: 24 * 3600,
  maxStoredBytesPerClient: 8 * MiB,
  maxStoredBytesPerAddress: 64 * MiB,
  messagesPerSecond: 50,
  messageBurst: 200,
  bytesPerSecond: 256 * KiB,
  byteBurst: 2 * MiB,
})

/** The defaults with the given overrides; throws on values that would refuse every client. */
export function resolveRelayLimits(overrides: Partial<RelayLimits> = {}): RelayLimits {
  const limits = { ...defaultRelayLimits, ...overrides }
  for (const [name, value] of Object.entries(limits)) {
    if (!Number.isFinite(value) || value <= 0) throw new RangeError(`Relay limit ${name} must be positive`)
  }
  if (limits.byteBurst < limits.maxFrameBytes)
    throw new RangeError('Relay limit byteBurst must be at least maxFrameBytes')
  return limits
}
