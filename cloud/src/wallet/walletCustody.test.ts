import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type RunningMailSink, startMailSink } from '@airlock/dev-cloud'
import Database from 'better-sqlite3'
import { type Hex, verifyMessage } from 'viem'
import { privateKeyToAddress } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openPrivateKey, unwrapDataKey } from './keyVault.js'
import { newEmail, signIn, startWalletKit, type TestBrowser } from './walletTestKit.js'

let dir: string
let sink: RunningMailSink
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'airlock-wallet-'))
  sink = await startMailSink({ port: 0, httpPort: 0 })
})
afterAll(async () => {
  await sink.close()
  await rm(dir, { recursive: true, force: true })
})

/** Every byte SQLite wrote: the database file and its write-ahead log. */
async function rawDatabase(path: string): Promise<Buffer> {
  const parts = [path, `${path}-wal`, `${path}-shm`].filter((file) => existsSync(file))
  return Buffer.concat(await Promise.all(parts.map((file) => readFile(file))))
}

const personalSign = async (browser: TestBrowser, address: Hex) => {
  const response = await browser.post('/api/rpc', { method: 'personal_sign', params: ['custody', address] })
  return { status: response.status, signature: ((await response.json()) as { result: Hex }).result }
}

describe('key custody', () => {
  it('keeps no key in clear in the database, and the same key across a restart', async () => {
    const dbPath = join(dir, 'wallet.db')
    const masterKey = randomBytes(32)
    const email = newEmail('custody')
    const first = await startWalletKit({ sink, databaseUrl: dbPath, masterKey })
    const browser = first.browser()
    const { address } = await signIn(first, browser, email)
    const signed = await personalSign(browser, address)
    expect(signed.status).toBe(200)
    await first.close()

    // What a stolen copy of the database holds.
    const db = new Database(dbPath, { readonly: true })
    const row = db
      .prepare('SELECT sealed_key, wrapped_data_key FROM users WHERE address = ?')
      .get(address) as {
      sealed_key: Buffer
      wrapped_data_key: Buffer
    }
    db.close()
    const sealed = { sealedKey: row.sealed_key, wrappedDataKey: row.wrapped_data_key }
    const privateKey = openPrivateKey(masterKey, address, sealed)
    expect(privateKeyToAddress(privateKey)).toBe(address)
    const dataKey = unwrapDataKey(masterKey, address, sealed)
    const raw = await rawDatabase(dbPath)
    const keyBytes = Buffer.from(privateKey.slice(2), 'hex')
    for (const secret of [keyBytes, dataKey, masterKey]) {
      expect(raw.includes(secret)).toBe(false)
      expect(raw.includes(Buffer.from(secret.toString('hex')))).toBe(false)
      expect(raw.includes(Buffer.from(secret.toString('hex').toUpperCase()))).toBe(false)
      expect(raw.includes(Buffer.from(secret.toString('base64')))).toBe(false)
      expect(raw.includes(Buffer.from(secret.toString('base64url')))).toBe(false)
    }
    // Cookies and codes are stored as hashes only.
    for (const token of browser.cookies.values()) expect(raw.includes(Buffer.from(token))).toBe(false)

    // Restarted on the same file and master key: the same user, the same address, still signing.
    const second = await startWalletKit({ sink, databaseUrl: dbPath, masterKey })
    // The same browser (its cookies) talking to the restarted server.
    const again = second.browser()
    for (const [name, value] of browser.cookies) again.cookies.set(name, value)
    const me = await again.get('/api/user')
    expect(me.status).toBe(200)
    expect(await me.json()).toMatchObject({ email, address })
    const after = await personalSign(again, address)
    expect(await verifyMessage({ address, message: 'custody', signature: after.signature })).toBe(true)
    await second.close()

    // Another master key opens nothing, and the service says so at start, not at the first signature.
    await expect(startWalletKit({ sink, databaseUrl: dbPath, masterKey: randomBytes(32) })).rejects.toThrow(
      'The wallet master key does not open this database',
    )
  })
})
