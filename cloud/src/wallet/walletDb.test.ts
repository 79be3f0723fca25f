import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { sealPrivateKey } from './keyVault.js'
import { createUserStore } from './userStore.js'
import { openWalletDb, WALLET_SCHEMA_VERSION } from './walletDb.js'

/** The schema before identities (user_version 0), as developer machines still have it. */
const schemaV0 = `
  CREATE TABLE users (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    email TEXT NOT NULL UNIQUE,
    address TEXT NOT NULL UNIQUE,
    sealed_key BLOB NOT NULL,
    wrapped_data_key BLOB NOT NULL,
    created_at INTEGER NOT NULL
  );
  CREATE TABLE sessions (
    token_hash TEXT PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
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

let dir: string
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'airlock-walletdb-'))
})
afterEach(async () => {
  await rm(dir, { recursive: true, force: true })
})

describe('openWalletDb', () => {
  it('migrates a version-0 file: rows, sealed keys and foreign keys survive, email becomes optional', () => {
    const path = join(dir, 'wallet.db')
    const masterKey = randomBytes(32)
    const old = new Database(path)
    old.exec(schemaV0)
    const keys = [generatePrivateKey(), generatePrivateKey()]
    const insertUser = old.prepare(
      'INSERT INTO users (email, address, sealed_key, wrapped_data_key, created_at) VALUES (?, ?, ?, ?, 1)',
    )
    keys.forEach((privateKey, i) => {
      const address = privateKeyToAddress(privateKey)
      const { sealedKey, wrappedDataKey } = sealPrivateKey(masterKey, address, privateKey)
      insertUser.run(`user${i}@example.com`, address, sealedKey, wrappedDataKey)
    })
    old.prepare("INSERT INTO sessions VALUES ('s1', 1, 99)").run()
    old.prepare("INSERT INTO email_updates VALUES (2, 'new@example.com', 'primary', 99)").run()
    old.close()

    const db = openWalletDb(path)
    expect(db.pragma('user_version', { simple: true })).toBe(WALLET_SCHEMA_VERSION)
    const users = createUserStore(db, masterKey, () => 1)
    keys.forEach((privateKey, i) => {
      expect(users.byEmail(`user${i}@example.com`)).toEqual({
        id: i + 1,
        email: `user${i}@example.com`,
        address: privateKeyToAddress(privateKey),
      })
      expect(users.openKey(i + 1)).toBe(privateKey)
    })
    expect(db.prepare('SELECT user_id, provider FROM sessions').all()).toEqual([
      { user_id: 1, provider: null },
    ])
    // Foreign keys are on again and still point at users: deleting a user cascades.
    db.prepare('DELETE FROM users WHERE id = 2').run()
    expect(db.prepare('SELECT COUNT(*) AS n FROM email_updates').get()).toEqual({ n: 0 })
    expect(() =>
      db.prepare("INSERT INTO sessions (token_hash, user_id, expires_at) VALUES ('s2', 42, 99)").run(),
    ).toThrow(/FOREIGN KEY/)
    // A user without email, linked to an identity; new ids do not reuse old ones.
    const x = users.findOrCreateByIdentity({ provider: 'x', subject: '123', username: 'alice' })
    expect(x).toMatchObject({ id: 3, socialProvider: 'x', username: 'alice' })
    expect(x.email).toBeUndefined()
    db.close()

    // Opening again leaves a current file alone.
    const again = openWalletDb(path)
    expect(createUserStore(again, masterKey, () => 1).byId(3, 'x')).toEqual(x)
    again.close()
  })

  it('creates a fresh file at the current version', () => {
    const db = openWalletDb(join(dir, 'fresh.db'))
    expect(db.pragma('user_version', { simple: true })).toBe(WALLET_SCHEMA_VERSION)
    const tables = db
      .prepare("SELECT name FROM sqlite_schema WHERE type = 'table' ORDER BY name")
      .pluck()
      .all()
    expect(tables).toEqual(expect.arrayContaining(['identities', 'social_intents', 'users', 'sessions']))
    db.close()
  })

  it('refuses a file from a newer version', () => {
    const path = join(dir, 'newer.db')
    openWalletDb(path).close()
    const raw = new Database(path)
    raw.pragma(`user_version = ${WALLET_SCHEMA_VERSION + 1}`)
    raw.close()
    expect(() => openWalletDb(path)).toThrow(/newer version/)
  })
})
