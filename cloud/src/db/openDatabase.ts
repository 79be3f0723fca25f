import Database from 'better-sqlite3'
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely'
import pg from 'pg'
import { isPostgresUrl } from './dialect.js'
import { migrateToLatest } from './migrations.js'
import type { DatabaseSchema } from './schema.js'

export type CloudDatabase = Kysely<DatabaseSchema>

export interface OpenDatabaseOptions {
  /** Connections to Postgres per process (the cluster's API nodes share the server's max_connections). */
  poolSize?: number
}

/** `sqlite:/path/cloud.db`, a bare path or `:memory:` -> the SQLite file's path. */
export const sqlitePathOf = (url: string) => url.replace(/^sqlite:(\/\/)?/, '')

/**
 * Postgres returns int8 (BIGINT, COUNT) as strings so as not to lose digits; ours are ms timestamps,
 * block numbers and counts, all below 2^53, so they come back as numbers, as SQLite gives them.
 */
const int8AsNumber: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === pg.types.builtins.INT8
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format)) as pg.CustomTypesConfig['getTypeParser'],
}

/**
 * The cloud's durable state: one SQLite file for the embedded default (`npm start`), one Postgres
 * database for the cluster (several API nodes). Brought to the latest schema before it is returned.
 */
export async function openDatabase(url: string, { poolSize = 10 }: OpenDatabaseOptions = {}) {
  const db = isPostgresUrl(url)
    ? new Kysely<DatabaseSchema>({ dialect: new PostgresDialect({ pool: openPool(url, poolSize) }) })
    : new Kysely<DatabaseSchema>({ dialect: new SqliteDialect({ database: openSqlite(sqlitePathOf(url)) }) })
  try {
    await migrateToLatest(db)
  } catch (error) {
    await db.destroy()
    throw error
  }
  return db
}

export function openPool(url: string, max: number) {
  const pool = new pg.Pool({ connectionString: url, max, types: int8AsNumber })
  // An idle connection the server ends (a restart, a failover) is dropped and replaced on the next
  // query; unhandled, its error would end the node.
  pool.on('error', () => {})
  return pool
}

export function openSqlite(path: string) {
  const database = new Database(path)
  database.pragma('journal_mode = WAL')
  database.pragma('synchronous = NORMAL')
  // Another process (an old node, a CLI) holding the write lock is waited for, not failed on.
  database.pragma('busy_timeout = 5000')
  return database
}
