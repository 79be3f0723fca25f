import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type RunningMailSink, startMailSink } from '@airlock/dev-cloud'
import Database from 'better-sqlite3'
import { type Hex, verifyMessage } from 'viem'
import { privateKeyToAddress } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { LEGACY_WALLET_VERSION } from '../db/adoptLegacyWalletFile.js'
import { cookieNames } from './cookies.js'
import { writeLegacyWalletFile } from './legacyWalletFile.js'
import { createSessionStore } from './sessionStore.js'
import { createUserStore } from './userStore.js'
import { openWalletDb } from './walletDb.js'
import { startWalletKit } from './walletTestKit.js'

let dir: string
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'airlock-walletdb-'))
})
afterEach(async () => {
  await rm(dir, { recursive: true, force: true })
})

const userVersion = (path: string) => {
  const raw = new Database(path, { readonly: true })
  const version = raw.pragma('user_version', { simple: true })
  raw.close()
  return version
}

describe('openWalletDb on a file the old SQLite code wrote', () => {
  it('adopts a version-0 file: users, sealed keys, sessions and foreign keys survive, email becomes optional', async () => {
    const path = join(dir, 'wallet.db')
    const masterKey = randomBytes(32)
    const old = writeLegacyWalletFile(path, {
      version: 0,
      masterKey,
      emails: ['user0@example.com', 'user1@example.com'],
      sessionExpiresAt: 99,
    })
    const db = await openWalletDb(path)
    const users = createUserStore(db, masterKey, () => 1)
    for (const user of old) {
      expect(await users.byEmail(user.email)).toEqual({
        id: user.id,
        email: user.email,
        address: user.address,
      })
      expect(await users.openKey(user.id)).toBe(user.privateKey)
      expect(await createSessionStore(db, 10, () => 1).touch(user.sessionToken)).toEqual({ userId: user.id })
    }
    // Foreign keys still point at users: deleting a user cascades, an unknown user is refused.
    await db.deleteFrom('users').where('id', '=', 2).execute()
    expect(await db.selectFrom('sessions').select('user_id').execute()).toEqual([{ user_id: 1 }])
    await expect(
      db
        .insertInto('sessions')
        .values({ token_hash: 's2', user_id: 42, provider: null, expires_at: 99 })
        .execute(),
    ).rejects.toThrow(/FOREIGN KEY/)
    // A user without email, linked to an identity; new ids do not reuse old ones.
    const x = await users.findOrCreateByIdentity({ provider: 'x', subject: '123', username: 'alice' })
    expect(x).toMatchObject({ id: 3, socialProvider: 'x', username: 'alice' })
    expect(x.email).toBeUndefined()
    await db.destroy()
    expect(userVersion(path)).toBe(LEGACY_WALLET_VERSION)

    // Opening again leaves a current file alone.
    const again = await openWalletDb(path)
    expect(await createUserStore(again, masterKey, () => 1).byId(3, 'x')).toEqual(x)
    await again.destroy()
  })

  it('adopts a version-1 file with its identities and adds the columns the old stores added on open', async () => {
    const path = join(dir, 'wallet.db')
    const masterKey = randomBytes(32)
    const [first] = writeLegacyWalletFile(path, {
      version: 1,
      masterKey,
      emails: ['one@example.com'],
      sessionExpiresAt: 99,
    })
    const db = await openWalletDb(path)
    const users = createUserStore(db, masterKey, () => 1)
    expect(await users.findOrCreateByIdentity({ provider: 'github', subject: '77' })).toEqual({
      id: first?.id,
      email: 'one@example.com',
      address: first?.address,
      socialProvider: 'github',
      username: 'old-handle',
    })
    const columns = async (table: string) =>
      (await db.introspection.getTables()).find((t) => t.name === table)?.columns.map((c) => c.name)
    expect(await columns('social_intents')).toEqual(
      expect.arrayContaining(['flow_hash', 'proof_hash', 'browser_hash']),
    )
    expect(await columns('farcaster_channels')).toEqual(expect.arrayContaining(['flow_hash', 'requester']))
    expect(await columns('farcaster_relay_channels')).toBeDefined()
    await db.destroy()
  })

  it('creates a fresh file the old code would also read as its own (version 1)', async () => {
    const path = join(dir, 'fresh.db')
    const db = await openWalletDb(path)
    const tables = (await db.introspection.getTables()).map((table) => table.name)
    expect(tables).toEqual(
      expect.arrayContaining(['identities', 'social_intents', 'users', 'sessions', 'meta']),
    )
    await db.destroy()
    expect(userVersion(path)).toBe(LEGACY_WALLET_VERSION)
  })

  it('refuses a file from a newer version', async () => {
    const path = join(dir, 'newer.db')
    await (await openWalletDb(path)).destroy()
    const raw = new Database(path)
    raw.pragma(`user_version = ${LEGACY_WALLET_VERSION + 1}`)
    raw.close()
    await expect(openWalletDb(path)).rejects.toThrow(/newer version/)
  })
})

describe('the wallet service on a file the old code wrote', () => {
  let sink: RunningMailSink
  beforeAll(async () => {
    sink = await startMailSink({ port: 0, httpPort: 0 })
  })
  afterAll(() => sink.close())

  for (const version of [0, 1] as const) {
    it(`keeps version ${version}'s sessions signed in, signing with the old keys`, async () => {
      const path = join(dir, 'wallet.db')
      const masterKey = randomBytes(32)
      const old = writeLegacyWalletFile(path, {
        version,
        masterKey,
        emails: ['a@example.com', 'b@example.com'],
        sessionExpiresAt: Date.now() + 3_600_000,
      })
      const kit = await startWalletKit({ sink, databaseUrl: path, masterKey })
      try {
        for (const user of old) {
          const browser = kit.browser()
          browser.cookies.set(cookieNames.session, user.sessionToken)
          const me = await browser.get('/api/user')
          expect(me.status).toBe(200)
          expect(await me.json()).toMatchObject({ email: user.email, address: user.address })
          const signed = await browser.post('/api/rpc', {
            method: 'personal_sign',
            params: ['old key', user.address],
          })
          const signature = ((await signed.json()) as { result: Hex }).result
          expect(await verifyMessage({ address: user.address, message: 'old key', signature })).toBe(true)
          expect(privateKeyToAddress(user.privateKey)).toBe(user.address)
        }
      } finally {
        await kit.close()
      }
      // The old master-key check still guards the file.
      await expect(startWalletKit({ sink, databaseUrl: path, masterKey: randomBytes(32) })).rejects.toThrow(
        'The wallet master key does not open this database',
      )
    })
  }
})
