import type { WalletDb } from '../walletDb.js'

/** The Telegram logins already taken, in the wallet database (another node sees them too). */
export interface TelegramReplays {
  /** True the first time `hash` is taken (kept until `expiresAt`, ms); false for every later time. */
  firstUse(hash: string, expiresAt: number): Promise<boolean>
}

export function createTelegramReplays(db: WalletDb, now: () => number): TelegramReplays {
  return {
    async firstUse(hash, expiresAt) {
      // Expired ones go first: a hash too old to be taken needs no row (and the table stays small).
      await db.deleteFrom('telegram_logins').where('expires_at', '<=', now()).execute()
      // One statement: of two nodes racing with one payload, only one inserts.
      const row = await db
        .insertInto('telegram_logins')
        .values({ hash, expires_at: expiresAt })
        .onConflict((conflict) => conflict.column('hash').doNothing())
        .returning('hash')
        .executeTakeFirst()
      return row !== undefined
    },
  }
}
