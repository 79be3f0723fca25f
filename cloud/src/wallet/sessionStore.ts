import { hashToken, newToken } from './secrets.js'
import type { WalletDb } from './walletDb.js'

export interface SessionStore {
  /**
   * A new session's token, for the cookie; only its hash is stored. `provider` names the identity it
   * signed in with (absent for email).
   */
  create(userId: number, provider?: string): string
  /** The user (and provider) of a live session, its expiry pushed back (sliding); undefined when unknown or expired. */
  touch(token: string): { userId: number; provider?: string } | undefined
  /** Ends a session server-side: its cookie opens nothing afterwards. */
  remove(token: string): void
}

export function createSessionStore(db: WalletDb, ttlMs: number, now: () => number): SessionStore {
  const insert = db.prepare(
    'INSERT INTO sessions (token_hash, user_id, provider, expires_at) VALUES (?, ?, ?, ?)',
  )
  const find = db.prepare(
    'SELECT user_id AS userId, provider, expires_at AS expiresAt FROM sessions WHERE token_hash = ?',
  )
  const slide = db.prepare('UPDATE sessions SET expires_at = ? WHERE token_hash = ?')
  const remove = db.prepare('DELETE FROM sessions WHERE token_hash = ?')
  return {
    create(userId, provider) {
      const token = newToken()
      insert.run(hashToken(token), userId, provider ?? null, now() + ttlMs)
      return token
    },
    touch(token) {
      const hash = hashToken(token)
      const found = find.get(hash) as
        | { userId: number; provider: string | null; expiresAt: number }
        | undefined
      if (!found) return undefined
      if (found.expiresAt <= now()) {
        remove.run(hash)
        return undefined
      }
      slide.run(now() + ttlMs, hash)
      return found.provider === null
        ? { userId: found.userId }
        : { userId: found.userId, provider: found.provider }
    },
    remove(token) {
      remove.run(hashToken(token))
    },
  }
}
