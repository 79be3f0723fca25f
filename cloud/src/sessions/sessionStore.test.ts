import { createHash } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it, onTestFinished } from 'vitest'
import { openDatabase } from '../db/openDatabase.js'
import { describeOnBothDialects } from '../db/testDatabases.js'
import { type AddedSession, createSessionStore, type NewSession } from './sessionStore.js'
import { signedSession } from './siwxTestKit.js'

const account = privateKeyToAccount('0x47e179ec197488593b187f80a00eb0da91f1b9d0b13f8733639f19c30a34926a')
const ACCOUNT = `eip155:31337:${account.address}`

function tempDb() {
  const dir = mkdtempSync(join(tmpdir(), 'airlock-sessions-'))
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }))
  return join(dir, 'cloud.db')
}

async function openFile(path: string, now?: () => number) {
  const db = await openDatabase(path)
  onTestFinished(() => db.destroy())
  return { db, store: createSessionStore(db, { now }) }
}

const entryOf = async (now: number, expiresAt: number | null = null): Promise<NewSession> => ({
  projectId: 'p',
  account: ACCOUNT,
  domain: 'app.localhost:3000',
  nonce: 'nonce0001',
  session: await signedSession(account, now),
  expiresAt,
})

describeOnBothDialects('session store', (fresh) => {
  it('stores sessions under unguessable ids and secrets, refuses a used nonce even after removal', async () => {
    let now = 1_000
    const store = createSessionStore(await fresh(), { now: () => now })
    const entry = await entryOf(now)
    const added = await store.add(entry)
    expect(added).toEqual({ id: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), secret: expect.any(String) })
    const { id, secret } = added as AddedSession
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(secret).not.toBe(id)
    const stored = { id, projectId: 'p', account: ACCOUNT.toLowerCase(), session: entry.session }
    expect(await store.read(id, secret)).toEqual(stored)
    expect(await store.get(id)).toEqual(stored)
    expect(await store.add(entry)).toBeUndefined()
    expect(await store.add({ ...entry, projectId: 'q' })).toBeDefined()
    const other = await store.add({ ...entry, nonce: 'nonce0002' })
    expect(other?.id).not.toBe(id)
    expect(other?.secret).not.toBe(secret)
    expect(await store.remove(id)).toBe(true)
    expect(await store.remove(id)).toBe(false)
    expect(await store.read(id, secret)).toBeUndefined()
    now += 1
    expect(await store.add(entry)).toBeUndefined()
  })

  it('reads a session back only with its own secret', async () => {
    const store = createSessionStore(await fresh())
    const entry = await entryOf(Date.now())
    const { id, secret } = (await store.add(entry)) as AddedSession
    const other = (await store.add({ ...entry, nonce: 'nonce0002' })) as AddedSession
    for (const wrong of [
      '',
      'x',
      other.secret,
      `${secret[0] === 'A' ? 'B' : 'A'}${secret.slice(1)}`,
      `${secret}A`,
    ])
      expect(await store.read(id, wrong), wrong).toBeUndefined()
    expect(await store.read(other.id, secret)).toBeUndefined()
    expect((await store.read(id, secret))?.session).toEqual(entry.session)
  })

  it('stores one session for a nonce spent by several nodes at once', async () => {
    const db = await fresh()
    const nodes = [createSessionStore(db), createSessionStore(db), createSessionStore(db)]
    const entry = await entryOf(Date.now())
    const added = await Promise.all(nodes.flatMap((node) => [node.add(entry), node.add(entry)]))
    expect(added.filter(Boolean)).toHaveLength(1)
    expect(await db.selectFrom('siwx_sessions').select('id').execute()).toHaveLength(1)
  })

  it('purges sessions and their nonces once expired', async () => {
    let now = 1_000
    const store = createSessionStore(await fresh(), { now: () => now })
    const { id, secret } = (await store.add(await entryOf(now, 2_000))) as AddedSession
    now = 1_999
    expect((await store.read(id, secret))?.id).toBe(id)
    now = 2_000
    expect(await store.read(id, secret)).toBeUndefined()
    expect(await store.get(id)).toBeUndefined()
    expect(await store.add(await entryOf(now))).toBeDefined()
  })
})

describe('session store on an existing SQLite file', () => {
  it('keeps only the hash of a secret in the file', async () => {
    const path = tempDb()
    const { db, store } = await openFile(path)
    const { id, secret } = (await store.add(await entryOf(Date.now()))) as AddedSession
    expect((await store.read(id, secret))?.id).toBe(id)
    await db.destroy()
    // The database file holds no secret: whoever reads it cannot read the sessions through the API.
    const file = new Database(path)
    const dump = JSON.stringify(file.prepare('SELECT * FROM siwx_sessions').all())
    file.close()
    expect(dump).not.toContain(secret)
    expect(dump).not.toContain(Buffer.from(secret).toString('hex'))
  })

  it('opens a file the pre-Kysely store wrote: sessions stay readable, spent nonces stay spent', async () => {
    const path = tempDb()
    const secret = 'S'.repeat(43)
    const old = new Database(path)
    old.pragma('journal_mode = WAL')
    // The tables exactly as sessionStore.ts created them before the db/ layer.
    old.exec(`
      CREATE TABLE IF NOT EXISTS siwx_sessions (
        id TEXT PRIMARY KEY, project_id TEXT NOT NULL, account TEXT NOT NULL, session TEXT NOT NULL,
        expires_at INTEGER, created_at INTEGER NOT NULL, secret_hash BLOB);
      CREATE INDEX IF NOT EXISTS siwx_sessions_expiry ON siwx_sessions (expires_at);
      CREATE TABLE IF NOT EXISTS siwx_nonces (
        project_id TEXT NOT NULL, domain TEXT NOT NULL, nonce TEXT NOT NULL, expires_at INTEGER,
        PRIMARY KEY (project_id, domain, nonce)) WITHOUT ROWID;`)
    const entry = await entryOf(Date.now())
    old
      .prepare('INSERT INTO siwx_sessions VALUES (?, ?, ?, ?, NULL, 1, ?)')
      .run(
        'B'.repeat(43),
        'p',
        ACCOUNT.toLowerCase(),
        JSON.stringify(entry.session),
        createHash('sha256').update(secret).digest(),
      )
    old.prepare("INSERT INTO siwx_nonces VALUES ('p', ?, ?, NULL)").run(entry.domain, entry.nonce)
    old.close()
    const { store } = await openFile(path)
    expect(await store.read('B'.repeat(43), secret)).toEqual({
      id: 'B'.repeat(43),
      projectId: 'p',
      account: ACCOUNT.toLowerCase(),
      session: entry.session,
    })
    expect(await store.add(entry)).toBeUndefined()
  })

  it('upgrades a file made before secrets: its sessions stay, and nobody can read them', async () => {
    const path = tempDb()
    const old = new Database(path)
    old.exec(`CREATE TABLE siwx_sessions (id TEXT PRIMARY KEY, project_id TEXT NOT NULL, account TEXT NOT NULL,
      session TEXT NOT NULL, expires_at INTEGER, created_at INTEGER NOT NULL);
      CREATE INDEX siwx_sessions_account ON siwx_sessions (account);
      INSERT INTO siwx_sessions VALUES ('${'A'.repeat(43)}', 'p', 'x', '{}', NULL, 1);`)
    old.close()
    const { store } = await openFile(path)
    expect((await store.get('A'.repeat(43)))?.projectId).toBe('p')
    expect(await store.read('A'.repeat(43), 'A'.repeat(43))).toBeUndefined()
    const { id, secret } = (await store.add(await entryOf(Date.now()))) as AddedSession
    expect((await store.read(id, secret))?.id).toBe(id)
  })
})
