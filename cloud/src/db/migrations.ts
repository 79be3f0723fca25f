import { type Migration, type MigrationProvider, Migrator } from 'kysely/migration'
import type { AnyDatabase } from './dialect.js'
import { sessionsMigration } from './migrations/001_sessions.js'
import { namesMigration } from './migrations/002_names.js'
import { onrampMigration } from './migrations/003_onramp.js'
import { leasesMigration } from './migrations/004_leases.js'
import { analyticsMigration } from './migrations/005_analytics.js'
import { evmIndexMigration } from './migrations/006_evm_index.js'
import { solanaIndexMigration } from './migrations/007_solana_index.js'
import { solanaFollowsMigration } from './migrations/008_solana_follows.js'

/**
 * The one schema, written once for both dialects with Kysely's schema builder. Each store's first
 * migration adopts the tables the store's old SQLite code made (IF NOT EXISTS, plus the columns its
 * old migrate() added), so a file written before this layer opens with every row in it.
 * Names sort in the order they run; a new migration gets the next number, never edits an old one.
 */
export const migrations: Record<string, Migration> = {
  '001_sessions': sessionsMigration,
  '002_names': namesMigration,
  '003_onramp': onrampMigration,
  '004_leases': leasesMigration,
  '005_analytics': analyticsMigration,
  '006_evm_index': evmIndexMigration,
  '007_solana_index': solanaIndexMigration,
  '008_solana_follows': solanaFollowsMigration,
}

const provider: MigrationProvider = { getMigrations: async () => migrations }

export async function migrateToLatest(db: AnyDatabase) {
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest()
  if (error) {
    const failed = results?.find((result) => result.status === 'Error')?.migrationName
    throw new Error(`Database migration ${failed ?? ''} failed: ${String(error)}`, { cause: error })
  }
}
