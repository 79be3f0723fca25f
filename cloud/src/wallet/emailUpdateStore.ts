import type { WalletDb } from './walletDb.js'

/** Where an email change stands: the current address must confirm first, then the new one. */
export type EmailUpdateStage = 'primary' | 'secondary'

export interface EmailUpdateStore {
  /** Starts (or restarts) a change: any earlier one pending is replaced. */
  start(userId: number, newEmail: string): Promise<void>
  pending(userId: number): Promise<{ newEmail: string; stage: EmailUpdateStage } | undefined>
  /**
   * The current address confirmed the change to `newEmail`: false when it is no longer the one
   * pending at `primary` (restarted, advanced by another request, expired).
   */
  advance(userId: number, newEmail: string): Promise<boolean>
  /** Consumes the change to `newEmail` at `secondary`, once: false when it is no longer that one. */
  finish(userId: number, newEmail: string): Promise<boolean>
}

export function createEmailUpdateStore(db: WalletDb, ttlMs: number, now: () => number): EmailUpdateStore {
  return {
    async start(userId, newEmail) {
      await db
        .insertInto('email_updates')
        .values({ user_id: userId, new_email: newEmail, stage: 'primary', expires_at: now() + ttlMs })
        .onConflict((conflict) =>
          conflict.column('user_id').doUpdateSet((eb) => ({
            new_email: eb.ref('excluded.new_email'),
            stage: 'primary',
            expires_at: eb.ref('excluded.expires_at'),
          })),
        )
        .execute()
    },
    async pending(userId) {
      const found = await db
        .selectFrom('email_updates')
        .select(['new_email', 'stage'])
        .where('user_id', '=', userId)
        .where('expires_at', '>', now())
        .executeTakeFirst()
      return found && { newEmail: found.new_email, stage: found.stage }
    },
    async advance(userId, newEmail) {
      // The second step gets its own full time: its code is sent only now.
      const moved = await db
        .updateTable('email_updates')
        .set({ stage: 'secondary', expires_at: now() + ttlMs })
        .where('user_id', '=', userId)
        .where('new_email', '=', newEmail)
        .where('stage', '=', 'primary')
        .where('expires_at', '>', now())
        .executeTakeFirst()
      return moved.numUpdatedRows === 1n
    },
    async finish(userId, newEmail) {
      const taken = await db
        .deleteFrom('email_updates')
        .where('user_id', '=', userId)
        .where('new_email', '=', newEmail)
        .where('stage', '=', 'secondary')
        .where('expires_at', '>', now())
        .executeTakeFirst()
      return taken.numDeletedRows === 1n
    },
  }
}
