import type { Migration } from 'kysely/migration'
import { bigintType } from '../columnTypes.js'
import type { AnyDatabase } from '../dialect.js'

/**
 * The addresses visitors asked about, per Solana chain: any API node notes them, and the one node
 * holding the chain's indexer lease keeps them synced (solanaApi/solanaIndexer.ts).
 */
export const solanaFollowsMigration: Migration = {
  async up(db: AnyDatabase) {
    await db.schema
      .createTable('sol_follow')
      .ifNotExists()
      .addColumn('chain', 'text', (c) => c.notNull())
      .addColumn('address', 'text', (c) => c.notNull())
      .addColumn('asked_at', bigintType(db), (c) => c.notNull())
      .addPrimaryKeyConstraint('sol_follow_pkey', ['chain', 'address'])
      .execute()
    await db.schema
      .createIndex('sol_follow_asked')
      .ifNotExists()
      .on('sol_follow')
      .columns(['chain', 'asked_at'])
      .execute()
  },
}
