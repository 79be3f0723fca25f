import type { WalletDb } from './walletDb.js'

/** Where an email change stands: the current address must confirm first, then the new one. */
export type EmailUpdateStage = 'primary' | 'secondary'

export interface EmailUpdateStore {
  start(userId: number, newEmail: string): void
  pending(userId: number): { newEmail: string; stage: EmailUpdateStage } | undefined
  advance(userId: number): void
  finish(userId: number): void
}

export function createEmailUpdateStore(db: WalletDb, ttlMs: number, now: () => number): EmailUpdateStore {
  const upsert = db.prepare(
    `INSERT INTO email_updates (user_id, new_email, stage, expires_at) VALUES (?, ?, 'primary', ?)
     ON CONFLICT (user_id) DO UPDATE SET new_email = excluded.new_email, stage = 'primary',
       expires_at = excluded.expires_at`,
  )
  const find = db.prepare(
    'SELECT new_email AS newEmail, stage FROM email_updates WHERE user_id = ? AND expires_at > ?',
  )
  // The second step gets its own full time: its code is sent only now.
  const advance = db.prepare("UPDATE email_updates SET stage = 'secondary', expires_at = ? WHERE user_id = ?")
  const remove = db.prepare('DELETE FROM email_updates WHERE user_id = ?')
  return {
    start: (userId, newEmail) => void upsert.run(userId, newEmail, now() + ttlMs),
    pending: (userId) => find.get(userId, now()) as { newEmail: string; stage: EmailUpdateStage } | undefined,
    advance: (userId) => void advance.run(now() + ttlMs, userId),
    finish: (userId) => void remove.run(userId),
  }
}
