import { type Kysely, PostgresAdapter } from 'kysely'

export const isPostgresUrl = (url: string) => /^postgres(ql)?:\/\//.test(url)

export const isPostgres = (db: AnyDatabase) => db.getExecutor().adapter instanceof PostgresAdapter

/** A database whatever its tables: what migrations and the dialect helpers see. */
// biome-ignore lint/suspicious/noExplicitAny: Kysely's migrations take any schema (its tables are being made)
export type AnyDatabase = Kysely<any>
