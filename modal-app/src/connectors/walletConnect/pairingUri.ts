import { bytesToHex } from '../../lib/format.js'

/** Spec section 4: a pairing expires after 4 minutes, and counts as expired within 10 s of that. */
export const PAIRING_TTL_S = 4 * 60
export const PAIRING_MARGIN_MS = 10_000

/**
 * A WalletConnect pairing URI made on the modal's main thread, with the URI format and topic rule the
 * SDK uses (a random 32-byte symKey; its topic is the key's SHA-256). The QR code shows it at once;
 * the provider's worker adopts the pairing and publishes the proposal on it when it is up, and a
 * wallet that scanned meanwhile gets the proposal from the relay as soon as it is published.
 */
export async function createPairingUri(now = Date.now()): Promise<string> {
  const symKey = crypto.getRandomValues(new Uint8Array(32))
  const topic = bytesToHex(new Uint8Array(await crypto.subtle.digest('SHA-256', symKey)))
  const expiry = Math.floor(now / 1000) + PAIRING_TTL_S
  // The SDK's query order (sorted by name), so a wallet parses it exactly like one it made.
  return `wc:${topic}@2?expiryTimestamp=${expiry}&relay-protocol=irn&symKey=${bytesToHex(symKey)}`
}

/** A pairing URI's topic and expiry (Unix seconds, as wallets read it; undefined when it has none). */
export function parsePairingUri(uri: string): { topic: string; expiry: number | undefined } {
  const query = new URLSearchParams(uri.slice(uri.indexOf('?') + 1))
  const expiry = Number(query.get('expiryTimestamp') ?? Number.NaN)
  return { topic: /^wc:([^@?]+)@/.exec(uri)?.[1] ?? '', expiry: Number.isFinite(expiry) ? expiry : undefined }
}

/**
 * The URI with its expiry within the spec's 4 minutes from `now`: the SDK makes its own pairings for
 * 5 minutes (session.ts shortens them in the SDK's records too).
 */
export function shortenPairingUri(uri: string, now = Date.now()) {
  const { topic, expiry: stated } = parsePairingUri(uri)
  const expiry = Math.min(stated ?? Number.POSITIVE_INFINITY, Math.floor(now / 1000) + PAIRING_TTL_S)
  const shortened =
    stated === undefined
      ? `${uri}&expiryTimestamp=${expiry}`
      : uri.replace(/([?&]expiryTimestamp=)\d+/, `$1${expiry}`)
  return { uri: shortened, topic, expiry }
}

/** When a shown pairing is replaced (ms): 10 s before the expiry its URI states (4 minutes from `now` without one). */
export function pairingRefreshAt(uri: string, now = Date.now()): number {
  const { expiry } = parsePairingUri(uri)
  return (expiry === undefined ? now + PAIRING_TTL_S * 1000 : expiry * 1000) - PAIRING_MARGIN_MS
}
