import Database from 'better-sqlite3'
import { isMasterKeyOf, masterKeyCheck } from './keyVault.js'

export type WalletDb = Database.Database

/**
 * The wallet service's SQLite file. Tokens and codes are kept only as hashes, private keys only
 * sealed (see keyVault.ts); emails are normalised (trimmed, lower case) before they reach it.
 */
export function openWalletDb(path: string): WalletDb {
  const db = new Database(path)
  db.pragma('journal_mode = WAL')
  db.pragma('synchronous = NORMAL')
  db.pragma('foreign_keys = ON')
  db.exec(`
    CREATE TABLE IF NOT EXISTS users (
      id INTEGER PRIMARY KEY AUTOINCREMENT,
      email TEXT NOT NULL UNIQUE,
      address TEXT NOT NULL UNIQUE,
      sealed_key BLOB NOT NULL,
      wrapped_data_key BLOB NOT NULL,
      created_at INTEGER NOT NULL
    );
    CREATE TABLE IF NOT EXISTS sessions (
      token_hash TEXT PRIMARY KEY,
      user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      expires_at INTEGER NOT NULL
    );
    CREATE INDEX IF NOT EXISTS sessions_expiry ON sessions (expires_at);
    CREATE TABLE IF NOT EXISTS devices (
      token_hash TEXT NOT NULL,
      email TEXT NOT NULL,
      expires_at INTEGER NOT NULL,
      PRIMARY KEY (token_hash, email)
    ) WITHOUT ROWID;
    CREATE TABLE IF NOT EXISTS device_requests (
      link_hash TEXT PRIMARY KEY,
      browser_hash TEXT NOT NULL UNIQUE,
      email TEXT NOT NULL,
      approved INTEGER NOT NULL DEFAULT 0,
      expires_at INTEGER NOT NULL
    );
    CREATE TABLE IF NOT EXISTS codes (
      purpose TEXT NOT NULL,
      subject TEXT NOT NULL,
      code_hash TEXT NOT NULL,
      attempts INTEGER NOT NULL DEFAULT 0,
      expires_at INTEGER NOT NULL,
      PRIMARY KEY (purpose, subject)
    ) WITHOUT ROWID;
    CREATE TABLE IF NOT EXISTS email_updates (
      user_id INTEGER PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
      new_email TEXT NOT NULL,
      stage TEXT NOT NULL,
      expires_at INTEGER NOT NULL
    );
    CREATE TABLE IF NOT EXISTS meta (name TEXT PRIMARY KEY, value BLOB NOT NULL);
  `)
  return db
}

/**
 * Throws when the database was created with another master key: started anyway, the service would
 * fail every signature and seal new users' keys under a key the old ones do not open.
 */
export function checkMasterKey(db: WalletDb, masterKey: Uint8Array): void {
  const found = db.prepare("SELECT value FROM meta WHERE name = 'master-key-check'").get() as
    | { value: Buffer }
    | undefined
  if (!found) {
    db.prepare("INSERT INTO meta (name, value) VALUES ('master-key-check', ?)").run(masterKeyCheck(masterKey))
    return
  }
  if (!isMasterKeyOf(masterKey, found.value))
    throw new Error('The wallet master key does not open this database: it was created with another key')
}

/** Drops every expired session, device, request, code and pending email change. */
export function purgeExpired(db: WalletDb, now: number): void {
  for (const table of ['sessions', 'devices', 'device_requests', 'codes', 'email_updates']) {
    db.prepare(`DELETE FROM ${table} WHERE expires_at <= ?`).run(now)
  }
}
