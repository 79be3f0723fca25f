// The popup's keys, kept in its origin's storage: the SDK keeps its own side of the session across
// popups (each request may open a new one), so this side must too. Which dApp keys connected, and
// from where, is kept beside it: an encrypted request from a key that never connected is refused.
import { exportPrivateKey, exportPublicKey, generateSessionKey, importPrivateKey } from './popupCrypto.ts'

const KEY_ITEM = 'cbStandIn.sessionKey'
const PEERS_ITEM = 'cbStandIn.peers'
const MAX_PEERS = 32

export interface PopupKey {
  privateKey: CryptoKey
  publicHex: string
}

export async function loadPopupKey(): Promise<PopupKey> {
  const kept = JSON.parse(localStorage.getItem(KEY_ITEM) ?? 'null') as {
    privateHex?: string
    publicHex?: string
  } | null
  if (kept?.privateHex && kept.publicHex) {
    try {
      return { privateKey: await importPrivateKey(kept.privateHex), publicHex: kept.publicHex }
    } catch {
      // A damaged key: make a new one (connected dApps connect again).
    }
  }
  const pair = await generateSessionKey()
  const key = { privateKey: pair.privateKey, publicHex: await exportPublicKey(pair.publicKey) }
  localStorage.setItem(
    KEY_ITEM,
    JSON.stringify({ privateHex: await exportPrivateKey(pair.privateKey), publicHex: key.publicHex }),
  )
  localStorage.removeItem(PEERS_ITEM)
  return key
}

const readPeers = (): Record<string, string> => {
  try {
    const peers = JSON.parse(localStorage.getItem(PEERS_ITEM) ?? '{}') as unknown
    return typeof peers === 'object' && peers !== null ? (peers as Record<string, string>) : {}
  } catch {
    return {}
  }
}

/** The origin a dApp key connected from, if it did. */
export const connectedOrigin = (senderHex: string): string | undefined => readPeers()[senderHex.toLowerCase()]

export function rememberPeer(senderHex: string, origin: string) {
  const peers = Object.entries(readPeers()).filter(([key]) => key !== senderHex.toLowerCase())
  peers.push([senderHex.toLowerCase(), origin])
  localStorage.setItem(PEERS_ITEM, JSON.stringify(Object.fromEntries(peers.slice(-MAX_PEERS))))
}
