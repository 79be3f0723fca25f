import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it, onTestFinished } from 'vitest'
import { createSessionStore, type NewSession } from './sessionStore.js'
import { signedSession } from './siwxTestKit.js'

const account = privateKeyToAccount('0x47e179ec197488593b187f80a00eb0da91f1b9d0b13f8733639f19c30a34926a')
const ACCOUNT = `eip155:31337:${account.address}`

function tempDb() {
  const dir = mkdtempSync(join(tmpdir(), 'airlock-sessions-'))
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }))
  return join(dir, 'cloud.db')
}

const entryOf = async (now: number, expiresAt: number | null = null): Promise<NewSession> => ({
  projectId: 'p',
  account: ACCOUNT,
  domain: 'app.localhost:3000',
  nonce: 'nonce0001',
  session: await signedSession(account, now),
  expiresAt,
})

describe('session store', () => {
  it('stores sessions under unguessable ids and secrets, refuses a used nonce even after removal', async () => {
    let now = 1_000
    const store = createSessionStore(':memory:', { now: () => now })
    const entry = await entryOf(now)
    const added = store.add(entry)
    expect(added).toEqual({ id: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), secret: expect.any(String) })
    const { id, secret } = added as { id: string; secret: string }
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(secret).not.toBe(id)
    const stored = { id, projectId: 'p', account: ACCOUNT.toLowerCase(), session: entry.session }
    expect(store.read(id, secret)).toEqual(stored)
    expect(store.get(id)).toEqual(stored)
    expect(store.add(entry)).toBeUndefined()
    expect(store.add({ ...entry, projectId: 'q' })).toBeDefined()
    const other = store.add({ ...entry, nonce: 'nonce0002' })
    expect(other?.id).not.toBe(id)
    expect(other?.secret).not.toBe(secret)
    expect(store.remove(id)).toBe(true)
    expect(store.read(id, secret)).toBeUndefined()
    now += 1
    expect(store.add(entry)).toBeUndefined()
    store.close()
  })

  it('reads a session back only with its own secret, and keeps only its hash', async () => {
    const path = tempDb()
    const store = createSessionStore(path)
    const entry = await entryOf(Date.now())
    const { id, secret } = store.add(entry) as { id: string; secret: string }
    const other = store.add({ ...entry, nonce: 'nonce0002' }) as { id: string; secret: string }
    for (const wrong of [
      '',
      'x',
      other.secret,
      `${secret[0] === 'A' ? 'B' : 'A'}${secret.slice(1)}`,
      `${secret}A`,
    ])
      expect(store.read(id, wrong), wrong).toBeUndefined()
    expect(store.read(other.id, secret)).toBeUndefined()
    expect(store.read(id, secret)?.session).toEqual(entry.session)
    store.close()
    // The database file holds no secret: whoever reads it cannot read the sessions through the API.
    const db = new Database(path)
    const dump = JSON.stringify(db.prepare('SELECT * FROM siwx_sessions').all())
    db.close()
    expect(dump).not.toContain(secret)
    expect(dump).not.toContain(Buffer.from(secret).toString('hex'))
  })

  it('upgrades a database made before secrets: its sessions stay, and nobody can read them', async () => {
    const path = tempDb()
    const old = new Database(path)
    old.exec(`CREATE TABLE siwx_sessions (id TEXT PRIMARY KEY, project_id TEXT NOT NULL, account TEXT NOT NULL,
      session TEXT NOT NULL, expires_at INTEGER, created_at INTEGER NOT NULL);
      INSERT INTO siwx_sessions VALUES ('${'A'.repeat(43)}', 'p', 'x', '{}', NULL, 1);`)
    old.close()
    const store = createSessionStore(path)
    expect(store.get('A'.repeat(43))?.projectId).toBe('p')
    expect(store.read('A'.repeat(43), 'A'.repeat(43))).toBeUndefined()
    const { id, secret } = store.add(await entryOf(Date.now())) as { id: string; secret: string }
    expect(store.read(id, secret)?.id).toBe(id)
    store.close()
  })

  it('purges sessions and their nonces once expired', async () => {
    let now = 1_000
    const store = createSessionStore(':memory:', { now: () => now })
    const { id, secret } = store.add(await entryOf(now, 2_000)) as { id: string; secret: string }
    now = 1_999
    expect(store.read(id, secret)?.id).toBe(id)
    now = 2_000
    expect(store.read(id, secret)).toBeUndefined()
    expect(store.get(id)).toBeUndefined()
    expect(store.add(await entryOf(now))).toBeDefined()
    store.close()
  })
})
