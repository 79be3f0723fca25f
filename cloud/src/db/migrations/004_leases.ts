import type { Migration } from 'kysely/migration'
import { bigintType } from '../columnTypes.js'
import type { AnyDatabase } from '../dialect.js'

/** Single-writer workers' leases (db/workerLease.ts): one row per worker, its holder and expiry. */
export const leasesMigration: Migration = {
  async up(db: AnyDatabase) {
    await db.schema
      .createTable('leases')
      .ifNotExists()
      .addColumn('name', 'text', (c) => c.primaryKey())
      .addColumn('holder', 'text', (c) => c.notNull())
      .addColumn('expires_at', bigintType(db), (c) => c.notNull())
      .execute()
  },
}
