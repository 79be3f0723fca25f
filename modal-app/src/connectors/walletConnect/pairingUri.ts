import { bytesToHex } from '../../lib/format.js'

/** How long a pairing URI is valid for, as the SDK's own pairings are (its `expiryTimestamp`). */
const PAIRING_TTL_S = 5 * 60

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
