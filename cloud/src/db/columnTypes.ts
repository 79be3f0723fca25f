import { sql } from 'kysely'
import { type AnyDatabase, isPostgres } from './dialect.js'

/**
 * The two column types whose names differ between the dialects. Everything else in the migrations is
 * the schema builder's portable types: text, integer, bigint.
 */
export const binaryType = (db: AnyDatabase) => (isPostgres(db) ? sql`bytea` : sql`blob`)

/** ms timestamps and counters: BIGINT on Postgres (past int4), INTEGER on SQLite (the old files' type). */
export const bigintType = (db: AnyDatabase) => (isPostgres(db) ? 'bigint' : 'integer')
