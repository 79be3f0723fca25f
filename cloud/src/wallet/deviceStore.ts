import { hashToken, newToken } from './secrets.js'
import type { WalletDb } from './walletDb.js'

export type DeviceRequestState = 'approved' | 'waiting' | 'missing'

export interface DeviceStore {
  /** Whether this device cookie is known for this email. */
  isKnown(deviceToken: string | undefined, email: string): Promise<boolean>
  /**
   * Trusts a browser for an email; returns the device token its cookie carries (the one it has, when
   * that one is already known for another email, else a fresh one).
   */
  trust(deviceToken: string | undefined, email: string): Promise<string>
  /** Starts an approval: the link token (for the email) and the browser token (for its pending cookie). */
  request(email: string): Promise<{ linkToken: string; browserToken: string }>
  /** The link from the email: approves its request once; false when unknown, used or expired. */
  approve(linkToken: string): Promise<boolean>
  /** Where the approval this browser waits for stands; an approved one is consumed, once across nodes. */
  claim(browserToken: string | undefined, email: string): Promise<DeviceRequestState>
}

export function createDeviceStore(
  db: WalletDb,
  { deviceTtlMs, linkTtlMs }: { deviceTtlMs: number; linkTtlMs: number },
  now: () => number,
): DeviceStore {
  const live = (hash: string) =>
    db.selectFrom('devices').select('email').where('token_hash', '=', hash).where('expires_at', '>', now())
  return {
    async isKnown(deviceToken, email) {
      if (deviceToken === undefined) return false
      return (await live(hashToken(deviceToken)).where('email', '=', email).executeTakeFirst()) !== undefined
    },
    async trust(deviceToken, email) {
      // Reuse only a token we issued: a value the client made up never becomes a device id.
      const reuse =
        deviceToken !== undefined && (await live(hashToken(deviceToken)).executeTakeFirst()) !== undefined
      const token = reuse ? (deviceToken as string) : newToken()
      await db
        .insertInto('devices')
        .values({ token_hash: hashToken(token), email, expires_at: now() + deviceTtlMs })
        .onConflict((conflict) =>
          conflict
            .columns(['token_hash', 'email'])
            .doUpdateSet((eb) => ({ expires_at: eb.ref('excluded.expires_at') })),
        )
        .execute()
      return token
    },
    async request(email) {
      const linkToken = newToken()
      const browserToken = newToken()
      await db
        .insertInto('device_requests')
        .values({
          link_hash: hashToken(linkToken),
          browser_hash: hashToken(browserToken),
          email,
          expires_at: now() + linkTtlMs,
        })
        .execute()
      return { linkToken, browserToken }
    },
    async approve(linkToken) {
      const result = await db
        .updateTable('device_requests')
        .set({ approved: 1 })
        .where('link_hash', '=', hashToken(linkToken))
        .where('approved', '=', 0)
        .where('expires_at', '>', now())
        .executeTakeFirst()
      return result.numUpdatedRows === 1n
    },
    async claim(browserToken, email) {
      if (browserToken === undefined) return 'missing'
      const hash = hashToken(browserToken)
      // One statement takes an approved request: of two claims at once, one gets it.
      const taken = await db
        .deleteFrom('device_requests')
        .where('browser_hash', '=', hash)
        .where('email', '=', email)
        .where('approved', '=', 1)
        .where('expires_at', '>', now())
        .returning('link_hash')
        .executeTakeFirst()
      if (taken) return 'approved'
      const waiting = await db
        .selectFrom('device_requests')
        .select('link_hash')
        .where('browser_hash', '=', hash)
        .where('email', '=', email)
        .where('approved', '=', 0)
        .where('expires_at', '>', now())
        .executeTakeFirst()
      return waiting ? 'waiting' : 'missing'
    },
  }
}
