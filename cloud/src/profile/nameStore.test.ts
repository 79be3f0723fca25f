import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { describe, expect, it, onTestFinished } from 'vitest'
import { openDatabase } from '../db/openDatabase.js'
import { describeOnBothDialects } from '../db/testDatabases.js'
import { createNameStore, type NewName } from './nameStore.js'

const ALICE = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'
const CAROL = '0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc'
const seeds = { [ALICE]: 'alice.airlock' }

const entry = (name: string, address: string, messageHash: string): NewName => ({
  name,
  zone: 'airlock.id',
  address,
  // Past int4: the column is BIGINT on Postgres.
  coinType: 0x80007a69,
  chainId: 31337,
  attributes: {},
  messageHash,
  messageExpiresAt: 1_000 + 600_000,
})

describeOnBothDialects('name store', (fresh) => {
  it('answers the seeded names, registered names first, and refuses a second name in the zone', async () => {
    let now = 1_000
    const store = createNameStore(await fresh(), { seeds, now: () => now })
    expect(await store.find('alice.airlock')).toMatchObject({ address: ALICE, coinType: 60, createdAt: 0 })
    expect(
      await store.register(entry('Alice.airlock.id', ALICE.toUpperCase().replace('0X', '0x'), '0x01')),
    ).toBe('registered')
    expect(await store.find('alice.airlock.id')).toMatchObject({ coinType: 0x80007a69, createdAt: 1_000 })
    expect((await store.ofAddress(ALICE)).map((r) => r.name)).toEqual(['alice.airlock.id', 'alice.airlock'])
    expect(await store.registered(['alice.airlock.id', 'alice.airlock', 'bob.airlock.id'])).toEqual(
      new Set(['alice.airlock.id', 'alice.airlock']),
    )
    now += 1
    expect(await store.register(entry('alice-2.airlock.id', ALICE, '0x02'))).toBe('hasName')
    expect(await store.register(entry('alice.airlock.id', CAROL, '0x03'))).toBe('taken')
    expect(await store.register(entry('carol.airlock.id', CAROL, '0x01'))).toBe('replayed')
    // Refusals store nothing, spent hashes included.
    expect(await store.messageUsed('0x02')).toBe(false)
    expect(await store.messageUsed('0x03')).toBe(false)
    expect(await store.ofAddress(CAROL)).toEqual([])
    expect(await store.register(entry('carol.airlock.id', CAROL, '0x03'))).toBe('registered')
  })

  it('forgets message hashes once their window is over', async () => {
    let now = 1_000
    const store = createNameStore(await fresh(), { now: () => now })
    await store.register(entry('alice.airlock.id', ALICE, '0x01'))
    expect(await store.messageUsed('0x01')).toBe(true)
    now = 1_000 + 600_001
    await store.register(entry('carol.airlock.id', CAROL, '0x02'))
    expect(await store.messageUsed('0x01')).toBe(false)
  })

  it('registers a name once when several nodes register it at once', async () => {
    const db = await fresh()
    const nodes = [
      createNameStore(db, { seeds }),
      createNameStore(db, { seeds }),
      createNameStore(db, { seeds }),
    ]
    const outcomes = await Promise.all(
      nodes.map((node, i) => node.register(entry('dave.airlock.id', `0x${String(i).repeat(40)}`, `0x1${i}`))),
    )
    expect(outcomes.sort()).toEqual(['registered', 'taken', 'taken'])
    // The losers' message hashes were not spent: their owners may sign again for another name.
    expect(
      (await Promise.all(['0x10', '0x11', '0x12'].map((h) => nodes[0]?.messageUsed(h)))).filter(Boolean),
    ).toHaveLength(1)
    expect(await nodes[0]?.ofAddress(ALICE)).toHaveLength(1)
  })
})

describe('name store on an existing SQLite file', () => {
  it('opens a file the pre-Kysely store wrote, with its names and spent hashes', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'airlock-names-'))
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }))
    const path = join(dir, 'cloud.db')
    const old = new Database(path)
    // The tables exactly as nameStore.ts created them before the db/ layer.
    old.exec(`
      CREATE TABLE IF NOT EXISTS names (
        name TEXT PRIMARY KEY, zone TEXT NOT NULL, address TEXT NOT NULL, coin_type INTEGER NOT NULL,
        chain_id INTEGER NOT NULL, attributes TEXT NOT NULL DEFAULT '{}', seeded INTEGER NOT NULL DEFAULT 0,
        created_at INTEGER NOT NULL, UNIQUE (address, zone));
      CREATE TABLE IF NOT EXISTS name_messages (hash TEXT PRIMARY KEY, expires_at INTEGER NOT NULL);
      CREATE INDEX IF NOT EXISTS name_messages_expiry ON name_messages (expires_at);
      INSERT INTO names VALUES ('carol.airlock.id', 'airlock.id', '${CAROL}', ${0x80007a69}, 31337, '{"x":"y"}', 0, 5);
      INSERT INTO name_messages VALUES ('0x09', 9999999999999);`)
    old.close()
    const db = await openDatabase(path)
    onTestFinished(() => db.destroy())
    const store = createNameStore(db, { seeds })
    expect(await store.find('carol.airlock.id')).toEqual({
      name: 'carol.airlock.id',
      address: CAROL,
      coinType: 0x80007a69,
      chainId: 31337,
      attributes: { x: 'y' },
      createdAt: 5,
    })
    expect(await store.register(entry('carol-2.airlock.id', CAROL, '0x0a'))).toBe('hasName')
    expect(await store.register(entry('alice.airlock.id', ALICE, '0x09'))).toBe('replayed')
  })
})
