import type { Transaction } from 'kysely'
import { isPostgres } from '../db/dialect.js'
import type { WalletDatabase } from '../db/openWalletDatabase.js'
import type { WalletSchema } from '../db/walletSchema.js'
import { isKeyOf, type KeyEncryptionKey, keyCheckOf, newSecret } from './keyEncryptionKey.js'
import { deriveKey } from './keyVault.js'

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

/** A meta value, stored by the first node that asks (of several starting at once, one wins). */
async function metaValue(db: WalletDatabase, name: string, make: () => Promise<Buffer>) {
  const existing = await db.selectFrom('meta').select('value').where('name', '=', name).executeTakeFirst()
  if (existing) return existing.value
  await db
    .insertInto('meta')
    .values({ name, value: await make() })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute()
  return (await db.selectFrom('meta').select('value').where('name', '=', name).executeTakeFirstOrThrow())
    .value
}

/**
 * Throws when the database was created with another key-encryption key: started anyway, the service
 * would fail every signature and seal new users' keys under a key the old ones do not open.
 */
export async function checkMasterKey(db: WalletDatabase, kek: KeyEncryptionKey): Promise<void> {
  const check = await metaValue(db, 'master-key-check', () => keyCheckOf(kek))
  if (!(await isKeyOf(kek, check)))
    throw new Error(
      `The wallet master key does not open this database: it was created with another key (${kek.name} given)`,
    )
}

/**
 * A key for one job (hashing codes, keying social states), the same on every node: derived from the
 * configured master key, or with a KMS from a secret the KMS wrapped into the database once.
 */
export async function serviceKey(
  db: WalletDatabase,
  kek: KeyEncryptionKey,
  purpose: string,
): Promise<Buffer> {
  if (kek.localKey) return deriveKey(kek.localKey, purpose)
  const context = 'airlock-service-secret:v1'
  const wrapped = await metaValue(db, 'service-secret', () => kek.wrap(newSecret(), context))
  const secret = await kek.unwrap(wrapped, context)
  try {
    return deriveKey(secret, purpose)
  } finally {
    secret.fill(0)
  }
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
