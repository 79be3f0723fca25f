import Database from 'better-sqlite3'
import type { Hex } from 'viem'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { masterKeyCheck, sealPrivateKey } from './keyVault.js'
import { hashToken, newToken } from './secrets.js'

/**
 * Test-only: a wallet SQLite file as the code before Kysely wrote it (walletDb.ts's own DDL,
 * `PRAGMA user_version` 0 or 1), with users whose keys are sealed under `masterKey`, a live session
 * each and, at version 1, a social identity; so a test can open it with today's code and sign in.
 */
const usersV0 = `
  CREATE TABLE users (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    email TEXT NOT NULL UNIQUE,
    address TEXT NOT NULL UNIQUE,
    sealed_key BLOB NOT NULL,
    wrapped_data_key BLOB NOT NULL,
    created_at INTEGER NOT NULL
  );`

const usersV1 = usersV0.replace('email TEXT NOT NULL UNIQUE', 'email TEXT UNIQUE')

const commonTables = (sessionColumns: string) => `
  CREATE TABLE sessions (
    token_hash TEXT PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    ${sessionColumns}
    expires_at INTEGER NOT NULL
  );
  CREATE INDEX sessions_expiry ON sessions (expires_at);
  CREATE TABLE devices (token_hash TEXT NOT NULL, email TEXT NOT NULL, expires_at INTEGER NOT NULL,
    PRIMARY KEY (token_hash, email)) WITHOUT ROWID;
  CREATE TABLE device_requests (link_hash TEXT PRIMARY KEY, browser_hash TEXT NOT NULL UNIQUE,
    email TEXT NOT NULL, approved INTEGER NOT NULL DEFAULT 0, expires_at INTEGER NOT NULL);
  CREATE TABLE codes (purpose TEXT NOT NULL, subject TEXT NOT NULL, code_hash TEXT NOT NULL,
    attempts INTEGER NOT NULL DEFAULT 0, expires_at INTEGER NOT NULL, PRIMARY KEY (purpose, subject)) WITHOUT ROWID;
  CREATE TABLE email_updates (
    user_id INTEGER PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
    new_email TEXT NOT NULL, stage TEXT NOT NULL, expires_at INTEGER NOT NULL
  );
  CREATE TABLE meta (name TEXT PRIMARY KEY, value BLOB NOT NULL);
`

/** Version 1's identity tables, as the old code made them (the binding columns came later, on open). */
const identityTablesV1 = `
  CREATE TABLE identities (
    provider TEXT NOT NULL,
    subject TEXT NOT NULL,
    user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    username TEXT,
    PRIMARY KEY (provider, subject)
  ) WITHOUT ROWID;
  CREATE INDEX identities_user ON identities (user_id);
  CREATE TABLE social_intents (
    id TEXT PRIMARY KEY, claim_hash TEXT NOT NULL, state_hash TEXT NOT NULL UNIQUE, provider TEXT NOT NULL,
    verifier TEXT NOT NULL, nonce TEXT NOT NULL, client TEXT NOT NULL, stage TEXT NOT NULL, subject TEXT,
    email TEXT, username TEXT, failure TEXT, attempts INTEGER NOT NULL DEFAULT 0, expires_at INTEGER NOT NULL
  );
  CREATE TABLE farcaster_channels (
    token_hash TEXT PRIMARY KEY, claim_hash TEXT NOT NULL, nonce TEXT NOT NULL, state TEXT NOT NULL,
    signed TEXT, attempts INTEGER NOT NULL DEFAULT 0, expires_at INTEGER NOT NULL
  );
`

export interface LegacyUser {
  id: number
  email: string
  address: `0x${string}`
  privateKey: Hex
  /** The session cookie's value: only its hash is in the file. */
  sessionToken: string
}

export function writeLegacyWalletFile(
  path: string,
  {
    version,
    masterKey,
    emails,
    sessionExpiresAt,
  }: {
    version: 0 | 1
    masterKey: Uint8Array
    emails: string[]
    sessionExpiresAt: number
  },
): LegacyUser[] {
  const db = new Database(path)
  db.exec(
    version === 0 ? usersV0 + commonTables('') : usersV1 + commonTables('provider TEXT,') + identityTablesV1,
  )
  db.pragma(`user_version = ${version}`)
  db.prepare("INSERT INTO meta (name, value) VALUES ('master-key-check', ?)").run(masterKeyCheck(masterKey))
  const insertUser = db.prepare(
    'INSERT INTO users (email, address, sealed_key, wrapped_data_key, created_at) VALUES (?, ?, ?, ?, 1)',
  )
  const insertSession = db.prepare('INSERT INTO sessions (token_hash, user_id, expires_at) VALUES (?, ?, ?)')
  const users = emails.map((email) => {
    const privateKey = generatePrivateKey()
    const address = privateKeyToAddress(privateKey)
    const { sealedKey, wrappedDataKey } = sealPrivateKey(masterKey, address, privateKey)
    const id = Number(insertUser.run(email, address, sealedKey, wrappedDataKey).lastInsertRowid)
    const sessionToken = newToken()
    insertSession.run(hashToken(sessionToken), id, sessionExpiresAt)
    return { id, email, address, privateKey, sessionToken }
  })
  if (version === 1 && users[0])
    db.prepare("INSERT INTO identities VALUES ('github', '77', ?, 'old-handle')").run(users[0].id)
  db.close()
  return users
}
