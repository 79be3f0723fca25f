import { randomUUID } from 'node:crypto'

/**
 * The client's identity for acknowledgements: the `iss` (a did:key) of the relay auth JWT the
 * WalletConnect core puts in the `auth` query parameter. It is stable for a client across
 * reconnects, which is what at-least-once delivery needs. Without a readable token each socket
 * gets its own id.
 */
export function relayClientId(auth: string | null): string {
  const payload = auth?.split('.')[1]
  if (payload) {
    try {
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { iss?: unknown }
      if (typeof claims.iss === 'string' && /^did:key:z[1-9A-HJ-NP-Za-km-z]{20,80}$/.test(claims.iss))
        return claims.iss
    } catch {
      // not a JWT: fall through
    }
  }
  return `socket:${randomUUID()}`
}
