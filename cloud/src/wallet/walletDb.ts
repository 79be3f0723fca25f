import type { Transaction } from 'kysely'
import { isPostgres } from '../db/dialect.js'
import type { WalletDatabase } from '../db/openWalletDatabase.js'
import type { WalletSchema } from '../db/walletSchema.js'
import { isMasterKeyOf, masterKeyCheck } from './keyVault.js'

export type { WalletDatabase as WalletDb } from '../db/openWalletDatabase.js'
export { openWalletDatabase as openWalletDb } from '../db/openWalletDatabase.js'

export type WalletTransaction = Transaction<WalletSchema>

/**
 * Runs a read-modify-write as one transaction with the row it reads locked (Postgres: FOR UPDATE, so
 * a second node waits and then reads the first one's result; SQLite: its one connection runs
 * transactions one at a time, and it has no FOR UPDATE).
 */
export function inTransaction<T>(
  db: WalletDatabase,
  work: (tx: WalletTransaction, lock: boolean) => Promise<T>,
) {
  return db.transaction().execute((tx) => work(tx, isPostgres(db)))
}

/**
 * Throws when the database was created with another master key: started anyway, the service would
 * fail every signature and seal new users' keys under a key the old ones do not open. Of several
 * nodes starting on an empty database, the first check stored is everyone's.
 */
export async function checkMasterKey(db: WalletDatabase, masterKey: Uint8Array): Promise<void> {
  await db
    .insertInto('meta')
    .values({ name: 'master-key-check', value: masterKeyCheck(masterKey) })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute()
  const found = await db
    .selectFrom('meta')
    .select('value')
    .where('name', '=', 'master-key-check')
    .executeTakeFirstOrThrow()
  if (!isMasterKeyOf(masterKey, found.value))
    throw new Error('The wallet master key does not open this database: it was created with another key')
}

const expiring = [
  'sessions',
  'devices',
  'device_requests',
  'codes',
  'email_updates',
  'social_intents',
  'farcaster_channels',
  'farcaster_relay_channels',
] as const

/** Drops every expired session, device, request, code, pending email change, sign-in and channel. */
export async function purgeExpired(db: WalletDatabase, now: number): Promise<void> {
  for (const table of expiring) await db.deleteFrom(table).where('expires_at', '<=', now).execute()
}
