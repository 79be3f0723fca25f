import { hashToken, newToken } from './secrets.js'
import type { WalletDb } from './walletDb.js'

export type DeviceRequestState = 'approved' | 'waiting' | 'missing'

export interface DeviceStore {
  /** Whether this device cookie is known for this email. */
  isKnown(deviceToken: string | undefined, email: string): boolean
  /**
   * Trusts a browser for an email; returns the device token its cookie carries (the one it has, when
   * that one is already known for another email, else a fresh one).
   */
  trust(deviceToken: string | undefined, email: string): string
  /** Starts an approval: the link token (for the email) and the browser token (for its pending cookie). */
  request(email: string): { linkToken: string; browserToken: string }
  /** The link from the email: approves its request once; false when unknown, used or expired. */
  approve(linkToken: string): boolean
  /** Where the approval this browser waits for stands; an approved one is consumed. */
  claim(browserToken: string | undefined, email: string): DeviceRequestState
}

export function createDeviceStore(
  db: WalletDb,
  { deviceTtlMs, linkTtlMs }: { deviceTtlMs: number; linkTtlMs: number },
  now: () => number,
): DeviceStore {
  const known = db.prepare('SELECT 1 FROM devices WHERE token_hash = ? AND email = ? AND expires_at > ?')
  const anyKnown = db.prepare('SELECT 1 FROM devices WHERE token_hash = ? AND expires_at > ?')
  const trust = db.prepare(
    `INSERT INTO devices (token_hash, email, expires_at) VALUES (?, ?, ?)
     ON CONFLICT (token_hash, email) DO UPDATE SET expires_at = excluded.expires_at`,
  )
  const dropRequestOf = db.prepare('DELETE FROM device_requests WHERE browser_hash = ?')
  const insertRequest = db.prepare(
    'INSERT INTO device_requests (link_hash, browser_hash, email, expires_at) VALUES (?, ?, ?, ?)',
  )
  const approve = db.prepare(
    'UPDATE device_requests SET approved = 1 WHERE link_hash = ? AND approved = 0 AND expires_at > ?',
  )
  const requestOf = db.prepare(
    'SELECT approved FROM device_requests WHERE browser_hash = ? AND email = ? AND expires_at > ?',
  )
  return {
    isKnown(deviceToken, email) {
      return deviceToken !== undefined && known.get(hashToken(deviceToken), email, now()) !== undefined
    },
    trust(deviceToken, email) {
      // Reuse only a token we issued: a value the client made up never becomes a device id.
      const reuse = deviceToken !== undefined && anyKnown.get(hashToken(deviceToken), now()) !== undefined
      const token = reuse ? (deviceToken as string) : newToken()
      trust.run(hashToken(token), email, now() + deviceTtlMs)
      return token
    },
    request(email) {
      const linkToken = newToken()
      const browserToken = newToken()
      insertRequest.run(hashToken(linkToken), hashToken(browserToken), email, now() + linkTtlMs)
      return { linkToken, browserToken }
    },
    approve(linkToken) {
      return approve.run(hashToken(linkToken), now()).changes === 1
    },
    claim(browserToken, email) {
      if (browserToken === undefined) return 'missing'
      const hash = hashToken(browserToken)
      const found = requestOf.get(hash, email, now()) as { approved: number } | undefined
      if (!found) return 'missing'
      if (found.approved !== 1) return 'waiting'
      dropRequestOf.run(hash)
      return 'approved'
    },
  }
}
