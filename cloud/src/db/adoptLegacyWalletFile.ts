import type Database from 'better-sqlite3'

/** `PRAGMA user_version` the old wallet code wrote: 0 (emails required, no identities), then 1. */
export const LEGACY_WALLET_VERSION = 1

/**
 * Brings a wallet SQLite file written before Kysely to the old code's last schema (user_version 1),
 * which the wallet migrations adopt as it is. Version 0 to 1: users.email becomes nullable
 * (SQLite's 12-step ALTER: a new table, rows copied, the old one dropped, foreign keys off meanwhile
 * so sessions and email_updates keep pointing at `users`) and sessions learn their provider; the
 * identity tables are the migrations' to make. A file from a newer schema is refused.
 */
export function adoptLegacyWalletFile(db: Database.Database) {
  const version = db.pragma('user_version', { simple: true }) as number
  if (version > LEGACY_WALLET_VERSION) {
    throw new Error(`The wallet database is from a newer version (schema ${version})`)
  }
  const hasUsers = db.prepare("SELECT 1 FROM sqlite_schema WHERE type = 'table' AND name = 'users'").get()
  if (!hasUsers || version === LEGACY_WALLET_VERSION) return
  db.pragma('foreign_keys = OFF')
  try {
    db.transaction(() => {
      db.exec(`
        CREATE TABLE new_users (
          id INTEGER PRIMARY KEY AUTOINCREMENT,
          email TEXT UNIQUE,
          address TEXT NOT NULL UNIQUE,
          sealed_key BLOB NOT NULL,
          wrapped_data_key BLOB NOT NULL,
          created_at INTEGER NOT NULL
        );
        INSERT INTO new_users (id, email, address, sealed_key, wrapped_data_key, created_at)
          SELECT id, email, address, sealed_key, wrapped_data_key, created_at FROM users;
        DROP TABLE users;
        ALTER TABLE new_users RENAME TO users;
        ALTER TABLE sessions ADD COLUMN provider TEXT;
      `)
      const broken = db.pragma('foreign_key_check') as unknown[]
      if (broken.length > 0) throw new Error(`Wallet database migration broke ${broken.length} foreign keys`)
      db.pragma(`user_version = ${LEGACY_WALLET_VERSION}`)
    })()
  } finally {
    db.pragma('foreign_keys = ON')
  }
}
