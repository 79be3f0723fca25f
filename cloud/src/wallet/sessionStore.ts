import { hashToken, newToken } from './secrets.js'
import type { WalletDb } from './walletDb.js'

export interface SessionStore {
  /**
   * A new session's token, for the cookie; only its hash is stored. `provider` names the identity it
   * signed in with (absent for email).
   */
  create(userId: number, provider?: string): Promise<string>
  /** The user (and provider) of a live session, its expiry pushed back (sliding); undefined when unknown or expired. */
  touch(token: string): Promise<{ userId: number; provider?: string } | undefined>
  /** Ends a session server-side: its cookie opens nothing afterwards. */
  remove(token: string): Promise<void>
}

export function createSessionStore(db: WalletDb, ttlMs: number, now: () => number): SessionStore {
  const remove = async (hash: string) => {
    await db.deleteFrom('sessions').where('token_hash', '=', hash).execute()
  }
  return {
    async create(userId, provider) {
      const token = newToken()
      await db
        .insertInto('sessions')
        .values({
          token_hash: hashToken(token),
          user_id: userId,
          provider: provider ?? null,
          expires_at: now() + ttlMs,
        })
        .execute()
      return token
    },
    async touch(token) {
      const hash = hashToken(token)
      // Only a live one slides: an expired session is never brought back by a late request.
      const found = await db
        .updateTable('sessions')
        .set({ expires_at: now() + ttlMs })
        .where('token_hash', '=', hash)
        .where('expires_at', '>', now())
        .returning(['user_id', 'provider'])
        .executeTakeFirst()
      if (!found) {
        await remove(hash)
        return undefined
      }
      return found.provider === null
        ? { userId: found.user_id }
        : { userId: found.user_id, provider: found.provider }
    },
    remove: (token) => remove(hashToken(token)),
  }
}
