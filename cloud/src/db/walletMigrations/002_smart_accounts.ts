import { sql } from 'kysely'
import type { Migration } from 'kysely/migration'
import { bigintType } from '../columnTypes.js'
import type { AnyDatabase } from '../dialect.js'

/**
 * Smart accounts (spec sections 3 and 6): the account type each user prefers per chain (no row: the
 * chain's default), and the EIP-5792 call bundles each user sent, so only their sender reads them.
 */
export const smartAccountsMigration: Migration = {
  async up(db: AnyDatabase) {
    const time = bigintType(db)
    await db.schema
      .createTable('account_types')
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('chain_id', time, (c) => c.notNull())
      .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ('eoa', 'smartAccount')`))
      .addPrimaryKeyConstraint('account_types_pkey', ['user_id', 'chain_id'])
      .execute()
    await db.schema
      .createTable('call_bundles')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('chain_id', time, (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('created_at', time, (c) => c.notNull())
      .execute()
  },
}
