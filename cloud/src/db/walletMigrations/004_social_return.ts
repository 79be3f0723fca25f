import type { Migration } from 'kysely/migration'
import type { AnyDatabase } from '../dialect.js'

/**
 * Social sign-ins that leave the page instead of opening a popup (Telegram's in-app browser): the
 * page to come back to, and the hash of the one-time handoff its URL brings back to the frame.
 */
export const socialReturnMigration: Migration = {
  async up(db: AnyDatabase) {
    await db.schema.alterTable('social_intents').addColumn('return_url', 'text').execute()
    await db.schema.alterTable('social_intents').addColumn('handoff_hash', 'text').execute()
  },
}
