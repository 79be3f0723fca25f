import type { Migration } from 'kysely/migration'
import { addMissingColumns } from '../adoptColumns.js'
import { bigintType, binaryType } from '../columnTypes.js'
import type { AnyDatabase } from '../dialect.js'

/** SIWX sessions (sessions/sessionStore.ts) and the nonces they spent. */
export const sessionsMigration: Migration = {
  async up(db: AnyDatabase) {
    const time = bigintType(db)
    await db.schema
      .createTable('siwx_sessions')
      .ifNotExists()
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('project_id', 'text', (c) => c.notNull())
      .addColumn('account', 'text', (c) => c.notNull())
      .addColumn('session', 'text', (c) => c.notNull())
      .addColumn('expires_at', time)
      .addColumn('created_at', time, (c) => c.notNull())
      .addColumn('secret_hash', binaryType(db))
      .execute()
    // Files made before sessions had secrets: their sessions stay, unreadable (no secret matches).
    await addMissingColumns(db, 'siwx_sessions', { secret_hash: binaryType(db) })
    // The listing by account, which no longer exists.
    await db.schema.dropIndex('siwx_sessions_account').ifExists().execute()
    await db.schema
      .createIndex('siwx_sessions_expiry')
      .ifNotExists()
      .on('siwx_sessions')
      .column('expires_at')
      .execute()
    await db.schema
      .createTable('siwx_nonces')
      .ifNotExists()
      .addColumn('project_id', 'text', (c) => c.notNull())
      .addColumn('domain', 'text', (c) => c.notNull())
      .addColumn('nonce', 'text', (c) => c.notNull())
      .addColumn('expires_at', time)
      .addPrimaryKeyConstraint('siwx_nonces_pkey', ['project_id', 'domain', 'nonce'])
      .execute()
  },
}
