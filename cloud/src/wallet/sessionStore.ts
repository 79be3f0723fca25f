import { hashToken, newToken } from './secrets.js'
import type { WalletDb } from './walletDb.js'

export interface SessionStore {
  /** A new session's token, for the cookie; only its hash is stored. */
  create(userId: number): string
  /** The user of a live session, its expiry pushed back (sliding); undefined when unknown or expired. */
  touch(token: string): number | undefined
  /** Ends a session server-side: its cookie opens nothing afterwards. */
  remove(token: string): void
}

export function createSessionStore(db: WalletDb, ttlMs: number, now: () => number): SessionStore {
  const insert = db.prepare('INSERT INTO sessions (token_hash, user_id, expires_at) VALUES (?, ?, ?)')
  const find = db.prepare(
    'SELECT user_id AS userId, expires_at AS expiresAt FROM sessions WHERE token_hash = ?',
  )
  const slide = db.prepare('UPDATE sessions SET expires_at = ? WHERE token_hash = ?')
  const remove = db.prepare('DELETE FROM sessions WHERE token_hash = ?')
  return {
    create(userId) {
      const token = newToken()
      insert.run(hashToken(token), userId, now() + ttlMs)
      return token
    },
    touch(token) {
      const hash = hashToken(token)
      const found = find.get(hash) as { userId: number; expiresAt: number } | undefined
      if (!found) return undefined
      if (found.expiresAt <= now()) {
        remove.run(hash)
        return undefined
      }
      slide.run(now() + ttlMs, hash)
      return found.userId
    },
    remove(token) {
      remove.run(hashToken(token))
    },
  }
}
