import type { Migration } from 'kysely/migration'
import { bigintType } from '../columnTypes.js'
import type { AnyDatabase } from '../dialect.js'

/** The name registry (profile/nameStore.ts) and the registration messages it accepted. */
export const namesMigration: Migration = {
  async up(db: AnyDatabase) {
    const time = bigintType(db)
    await db.schema
      .createTable('names')
      .ifNotExists()
      .addColumn('name', 'text', (c) => c.primaryKey())
      .addColumn('zone', 'text', (c) => c.notNull())
      .addColumn('address', 'text', (c) => c.notNull())
      .addColumn('coin_type', time, (c) => c.notNull())
      .addColumn('chain_id', time, (c) => c.notNull())
      .addColumn('attributes', 'text', (c) => c.notNull().defaultTo('{}'))
      .addColumn('seeded', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', time, (c) => c.notNull())
      .addUniqueConstraint('names_address_zone', ['address', 'zone'])
      .execute()
    await db.schema
      .createTable('name_messages')
      .ifNotExists()
      .addColumn('hash', 'text', (c) => c.primaryKey())
      .addColumn('expires_at', time, (c) => c.notNull())
      .execute()
    await db.schema
      .createIndex('name_messages_expiry')
      .ifNotExists()
      .on('name_messages')
      .column('expires_at')
      .execute()
    // The address's names, for reverse lookups (SQLite's old file had only the unique index).
    await db.schema.createIndex('names_address').ifNotExists().on('names').column('address').execute()
  },
}
