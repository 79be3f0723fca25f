import Database from 'better-sqlite3'
import { isMasterKeyOf, masterKeyCheck } from './keyVault.js'

export type WalletDb = Database.Database

/** `PRAGMA user_version` of the schema below; 0 is the first one (emails required, no identities). */
export const WALLET_SCHEMA_VERSION = 1

const usersTable = (name: string) => `
  CREATE TABLE ${name} (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    email TEXT UNIQUE,
    address TEXT NOT NULL UNIQUE,
    sealed_key BLOB NOT NULL,
    wrapped_data_key BLOB NOT NULL,
    created_at INTEGER NOT NULL
  );`

/** Logins through another provider (google, x, farcaster...), and the social sign-ins under way. */
const identityTables = `
  CREATE TABLE identities (
    provider TEXT NOT NULL,
    subject TEXT NOT NULL,
    user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    username TEXT,
    PRIMARY KEY (provider, subject)
  ) WITHOUT ROWID;
  CREATE INDEX identities_user ON identities (user_id);
  CREATE TABLE social_intents (
    id TEXT PRIMARY KEY,
    claim_hash TEXT NOT NULL,
    state_hash TEXT NOT NULL UNIQUE,
    provider TEXT NOT NULL,
    verifier TEXT NOT NULL,
    nonce TEXT NOT NULL,
    client TEXT NOT NULL,
    stage TEXT NOT NULL,
    subject TEXT,
    email TEXT,
    username TEXT,
    failure TEXT,
    attempts INTEGER NOT NULL DEFAULT 0,
    expires_at INTEGER NOT NULL
  );
  CREATE INDEX social_intents_client ON social_intents (client, expires_at);
`

const schema = `
  ${usersTable('users')}
  CREATE TABLE sessions (
    token_hash TEXT PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    provider TEXT,
    expires_at INTEGER NOT NULL
  );
  CREATE INDEX sessions_expiry ON sessions (expires_at);
  CREATE TABLE devices (
    token_hash TEXT NOT NULL,
    email TEXT NOT NULL,
    expires_at INTEGER NOT NULL,
    PRIMARY KEY (token_hash, email)
  ) WITHOUT ROWID;
  CREATE TABLE device_requests (
    link_hash TEXT PRIMARY KEY,
    browser_hash TEXT NOT NULL UNIQUE,
    email TEXT NOT NULL,
    approved INTEGER NOT NULL DEFAULT 0,
    expires_at INTEGER NOT NULL
  );
  CREATE TABLE codes (
    purpose TEXT NOT NULL,
    subject TEXT NOT NULL,
    code_hash TEXT NOT NULL,
    attempts INTEGER NOT NULL DEFAULT 0,
    expires_at INTEGER NOT NULL,
    PRIMARY KEY (purpose, subject)
  ) WITHOUT ROWID;
  CREATE TABLE email_updates (
    user_id INTEGER PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
    new_email TEXT NOT NULL,
    stage TEXT NOT NULL,
    expires_at INTEGER NOT NULL
  );
  CREATE TABLE meta (name TEXT PRIMARY KEY, value BLOB NOT NULL);
  ${identityTables}
`

/**
 * Version 0 to 1: users.email becomes nullable (SQLite's 12-step ALTER: a new table, rows copied,
 * the old one dropped, foreign keys off meanwhile so sessions and email_updates keep pointing at
 * `users`), sessions learn which provider signed in, and the identity tables appear.
 */
function migrateFrom0(db: WalletDb) {
  db.pragma('foreign_keys = OFF')
  try {
    db.transaction(() => {
      db.exec(`
        ${usersTable('new_users')}
        INSERT INTO new_users (id, email, address, sealed_key, wrapped_data_key, created_at)
          SELECT id, email, address, sealed_key, wrapped_data_key, created_at FROM users;
        DROP TABLE users;
        ALTER TABLE new_users RENAME TO users;
        ALTER TABLE sessions ADD COLUMN provider TEXT;
        ${identityTables}
      `)
      const broken = db.pragma('foreign_key_check') as unknown[]
      if (broken.length > 0) throw new Error(`Wallet database migration broke ${broken.length} foreign keys`)
      db.pragma(`user_version = ${WALLET_SCHEMA_VERSION}`)
    })()
  } finally {
    db.pragma('foreign_keys = ON')
  }
}

/**
 * The wallet service's SQLite file. Tokens and codes are kept only as hashes, private keys only
 * sealed (see keyVault.ts); emails are normalised (trimmed, lower case) before they reach it.
 * A file from an older schema is migrated in place (`PRAGMA user_version`).
 */
export function openWalletDb(path: string): WalletDb {
  const db = new Database(path)
  db.pragma('journal_mode = WAL')
  db.pragma('synchronous = NORMAL')
  db.pragma('foreign_keys = ON')
  const version = db.pragma('user_version', { simple: true }) as number
  const hasUsers = db.prepare("SELECT 1 FROM sqlite_schema WHERE type = 'table' AND name = 'users'").get()
  if (!hasUsers) {
    db.transaction(() => {
      db.exec(schema)
      db.pragma(`user_version = ${WALLET_SCHEMA_VERSION}`)
    })()
  } else if (version === 0) {
    migrateFrom0(db)
  } else if (version > WALLET_SCHEMA_VERSION) {
    db.close()
    throw new Error(`The wallet database is from a newer version (schema ${version})`)
  }
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

/** Drops every expired session, device, request, code, pending email change and social sign-in. */
export function purgeExpired(db: WalletDb, now: number): void {
  for (const table of [
    'sessions',
    'devices',
    'device_requests',
    'codes',
    'email_updates',
    'social_intents',
  ]) {
    db.prepare(`DELETE FROM ${table} WHERE expires_at <= ?`).run(now)
  }
}
