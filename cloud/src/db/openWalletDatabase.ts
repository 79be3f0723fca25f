import { Kysely, PostgresDialect, SqliteDialect } from 'kysely'
import { adoptLegacyWalletFile, LEGACY_WALLET_VERSION } from './adoptLegacyWalletFile.js'
import { isPostgresUrl } from './dialect.js'
import { openPool, openSqlite, sqlitePathOf } from './openDatabase.js'
import { migrateWalletToLatest } from './walletMigrations.js'
import type { WalletSchema } from './walletSchema.js'

export type WalletDatabase = Kysely<WalletSchema>

/**
 * The wallet service's database (custody): a SQLite file embedded (`npm start`), a Postgres database
 * of its own for several wallet nodes, never the API's. A file the old SQLite code wrote (user_version
 * 0 or 1) opens with its users, sealed keys, sessions and identities; brought to the latest schema
 * before it is returned.
 */
export async function openWalletDatabase(url: string, { poolSize = 10 }: { poolSize?: number } = {}) {
  if (isPostgresUrl(url)) {
    const db = new Kysely<WalletSchema>({ dialect: new PostgresDialect({ pool: openPool(url, poolSize) }) })
    return migrated(db)
  }
  const file = openSqlite(sqlitePathOf(url))
  // Sessions, identities and email changes go with their user.
  file.pragma('foreign_keys = ON')
  try {
    adoptLegacyWalletFile(file)
  } catch (error) {
    file.close()
    throw error
  }
  const db = await migrated(new Kysely<WalletSchema>({ dialect: new SqliteDialect({ database: file }) }))
  // The old code, started on this file again, finds the schema it knows and leaves it as it is.
  file.pragma(`user_version = ${LEGACY_WALLET_VERSION}`)
  return db
}

async function migrated(db: WalletDatabase) {
  try {
    await migrateWalletToLatest(db)
  } catch (error) {
    await db.destroy()
    throw error
  }
  return db
}
