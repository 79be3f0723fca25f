import type { Migration } from 'kysely/migration'
import { bigintType } from '../columnTypes.js'
import type { AnyDatabase } from '../dialect.js'

/**
 * Telegram login (wallet/social/telegramLogin.ts): the payload names no sign-in of ours, so each one
 * is taken once, on every node: its hash is kept until it is too old to be taken anyway.
 */
export const telegramLoginsMigration: Migration = {
  async up(db: AnyDatabase) {
    await db.schema
      .createTable('telegram_logins')
      .addColumn('hash', 'text', (c) => c.primaryKey())
      .addColumn('expires_at', bigintType(db), (c) => c.notNull())
      .execute()
  },
}
