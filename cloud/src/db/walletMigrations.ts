import { type Migration, type MigrationProvider, Migrator } from 'kysely/migration'
import type { AnyDatabase } from './dialect.js'
import { walletTablesMigration } from './walletMigrations/001_wallet.js'
import { smartAccountsMigration } from './walletMigrations/002_smart_accounts.js'
import { telegramLoginsMigration } from './walletMigrations/003_telegram_logins.js'
import { socialReturnMigration } from './walletMigrations/004_social_return.js'

/**
 * The wallet service's own migration set (its database is custody's, apart from the API's), tracked
 * in tables of its own names so that even a database shared by mistake keeps the two sets apart.
 */
export const walletMigrations: Record<string, Migration> = {
  '001_wallet': walletTablesMigration,
  '002_smart_accounts': smartAccountsMigration,
  '003_telegram_logins': telegramLoginsMigration,
  '004_social_return': socialReturnMigration,
}

const provider: MigrationProvider = { getMigrations: async () => walletMigrations }

export async function migrateWalletToLatest(db: AnyDatabase) {
  const { error, results } = await new Migrator({
    db,
    provider,
    migrationTableName: 'wallet_migration',
    migrationLockTableName: 'wallet_migration_lock',
  }).migrateToLatest()
  if (error) {
    const failed = results?.find((result) => result.status === 'Error')?.migrationName
    throw new Error(`Wallet database migration ${failed ?? ''} failed: ${String(error)}`, { cause: error })
  }
}
