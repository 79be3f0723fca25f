import type { Migration } from 'kysely/migration'
import { addMissingColumns } from '../adoptColumns.js'
import { bigintType, binaryType } from '../columnTypes.js'
import { type AnyDatabase, isPostgres } from '../dialect.js'

/**
 * The wallet's tables as the old SQLite code left them at `user_version` 1 (a version-0 file is
 * brought there first: adoptLegacyWalletFile.ts), IF NOT EXISTS so such a file keeps every row,
 * plus the columns the old stores added by hand on open.
 */
export const walletTablesMigration: Migration = {
  async up(db: AnyDatabase) {
    const time = bigintType(db)
    const blob = binaryType(db)
    await db.schema
      .createTable('users')
      .ifNotExists()
      .$call((table) =>
        isPostgres(db)
          ? table.addColumn('id', 'serial', (c) => c.primaryKey())
          : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement()),
      )
      .addColumn('email', 'text', (c) => c.unique())
      .addColumn('address', 'text', (c) => c.notNull().unique())
      .addColumn('sealed_key', blob, (c) => c.notNull())
      .addColumn('wrapped_data_key', blob, (c) => c.notNull())
      .addColumn('created_at', time, (c) => c.notNull())
      .execute()
    await db.schema
      .createTable('sessions')
      .ifNotExists()
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('provider', 'text')
      .addColumn('expires_at', time, (c) => c.notNull())
      .execute()
    await db.schema.createIndex('sessions_expiry').ifNotExists().on('sessions').column('expires_at').execute()
    await db.schema
      .createTable('devices')
      .ifNotExists()
      .addColumn('token_hash', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('expires_at', time, (c) => c.notNull())
      .addPrimaryKeyConstraint('devices_pkey', ['token_hash', 'email'])
      .execute()
    await db.schema
      .createTable('device_requests')
      .ifNotExists()
      .addColumn('link_hash', 'text', (c) => c.primaryKey())
      .addColumn('browser_hash', 'text', (c) => c.notNull().unique())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('approved', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('expires_at', time, (c) => c.notNull())
      .execute()
    await db.schema
      .createTable('codes')
      .ifNotExists()
      .addColumn('purpose', 'text', (c) => c.notNull())
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('code_hash', 'text', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('expires_at', time, (c) => c.notNull())
      .addPrimaryKeyConstraint('codes_pkey', ['purpose', 'subject'])
      .execute()
    await db.schema
      .createTable('email_updates')
      .ifNotExists()
      .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
      .addColumn('new_email', 'text', (c) => c.notNull())
      .addColumn('stage', 'text', (c) => c.notNull())
      .addColumn('expires_at', time, (c) => c.notNull())
      .execute()
    await db.schema
      .createTable('meta')
      .ifNotExists()
      .addColumn('name', 'text', (c) => c.primaryKey())
      .addColumn('value', blob, (c) => c.notNull())
      .execute()
    await db.schema
      .createTable('identities')
      .ifNotExists()
      .addColumn('provider', 'text', (c) => c.notNull())
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('username', 'text')
      .addPrimaryKeyConstraint('identities_pkey', ['provider', 'subject'])
      .execute()
    await db.schema.createIndex('identities_user').ifNotExists().on('identities').column('user_id').execute()
    await db.schema
      .createTable('social_intents')
      .ifNotExists()
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('claim_hash', 'text', (c) => c.notNull())
      .addColumn('state_hash', 'text', (c) => c.notNull().unique())
      .addColumn('provider', 'text', (c) => c.notNull())
      .addColumn('verifier', 'text', (c) => c.notNull())
      .addColumn('nonce', 'text', (c) => c.notNull())
      .addColumn('client', 'text', (c) => c.notNull())
      .addColumn('stage', 'text', (c) => c.notNull())
      .addColumn('subject', 'text')
      .addColumn('email', 'text')
      .addColumn('username', 'text')
      .addColumn('failure', 'text')
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('expires_at', time, (c) => c.notNull())
      .addColumn('flow_hash', 'text')
      .addColumn('proof_hash', 'text')
      .addColumn('browser_hash', 'text')
      .execute()
    // An intent lives ten minutes: a file from before the browser bindings holds none that could miss them.
    await addMissingColumns(db, 'social_intents', {
      flow_hash: 'text',
      proof_hash: 'text',
      browser_hash: 'text',
    })
    await db.schema
      .createIndex('social_intents_client')
      .ifNotExists()
      .on('social_intents')
      .columns(['client', 'expires_at'])
      .execute()
    await db.schema
      .createTable('farcaster_channels')
      .ifNotExists()
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('claim_hash', 'text', (c) => c.notNull())
      .addColumn('nonce', 'text', (c) => c.notNull())
      .addColumn('state', 'text', (c) => c.notNull())
      .addColumn('signed', 'text')
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('expires_at', time, (c) => c.notNull())
      .addColumn('flow_hash', 'text')
      .addColumn('requester', 'text')
      .execute()
    await addMissingColumns(db, 'farcaster_channels', { flow_hash: 'text', requester: 'text' })
    await db.schema
      .createIndex('farcaster_channels_expiry')
      .ifNotExists()
      .on('farcaster_channels')
      .column('expires_at')
      .execute()
    await db.schema
      .createTable('farcaster_relay_channels')
      .ifNotExists()
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('record', 'text', (c) => c.notNull())
      .addColumn('expires_at', time, (c) => c.notNull())
      .execute()
    await db.schema
      .createIndex('farcaster_relay_channels_expiry')
      .ifNotExists()
      .on('farcaster_relay_channels')
      .column('expires_at')
      .execute()
  },
}
