import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { afterEach, describe, expect, it } from 'vitest'
import { createRelayStore } from './relayStore.js'
import { relayStoreKinds } from './relayTestStores.js'

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

const message = {
  topic: 't',
  message: 'm',
  publishedAt: 1,
  expiresAt: 1000,
  tag: 0,
  publisher: 'p',
  publisherAddress: '198.51.100.1',
}

function tempPath() {
  const dir = mkdtempSync(join(tmpdir(), 'relay-'))
  dirs.push(dir)
  return join(dir, 'relay.db')
}

describe('relay store (SQLite file)', () => {
  it('keeps messages and acks across a reopen of the database file', async () => {
    const path = tempPath()
    const first = createRelayStore(path)
    const seq = (await first.save(message)) as number
    await first.save({ ...message, message: 'second' })
    await first.ack('c', seq)
    await first.close()
    const second = createRelayStore(path)
    expect((await second.pending('c', ['t'], 2)).map((m) => m.message)).toEqual(['second'])
    expect(await second.pending('other', ['t'], 2)).toHaveLength(2)
    await second.close()
  })

  it('tallies stored bytes across a reopen', async () => {
    const path = tempPath()
    const store = createRelayStore(path)
    await store.save({ ...message, message: 'abc', attestation: 'jwt' })
    await store.close()
    const reopened = createRelayStore(path)
    expect(await reopened.storedBytesOf('p')).toBe(6)
    expect(await reopened.storedBytesFrom('198.51.100.1')).toBe(6)
    expect(await reopened.storedBytesFrom('203.0.113.9')).toBe(0)
    await reopened.close()
  })

  it('adds the quota columns to a database from before them, counting what it holds', async () => {
    const path = tempPath()
    const old = new Database(path)
    old.exec(`CREATE TABLE messages (seq INTEGER PRIMARY KEY AUTOINCREMENT, topic TEXT NOT NULL, hash TEXT NOT NULL,
      message TEXT NOT NULL, tag INTEGER NOT NULL, published_at INTEGER NOT NULL, expires_at INTEGER NOT NULL,
      attestation TEXT, publisher TEXT NOT NULL, UNIQUE (topic, hash));
      INSERT INTO messages (topic, hash, message, tag, published_at, expires_at, publisher)
      VALUES ('t', 'h', 'hello', 0, 1, 1000, 'p');`)
    old.close()
    const store = createRelayStore(path)
    expect(await store.storedBytesOf('p')).toBe(5)
    expect((await store.pending('c', ['t'], 2)).map((m) => m.message)).toEqual(['hello'])
    await store.save({ ...message, message: 'new' })
    expect(await store.storedBytesFrom('198.51.100.1')).toBe(3)
    await store.close()
  })
})

describe.each(relayStoreKinds())('relay store on $name', ({ open }) => {
  it('ignores a duplicate body on the same topic', async () => {
    const store = await open()
    expect(await store.save(message)).toBeTypeOf('number')
    expect(await store.save(message)).toBeUndefined()
    expect(await store.save({ ...message, topic: 'u' })).toBeTypeOf('number')
  })

  it("returns pending messages oldest first, without the publisher's own or acked ones", async () => {
    const store = await open()
    const first = (await store.save({ ...message, topic: 'u', message: 'one' })) as number
    await store.save({ ...message, message: 'two', attestation: 'att' })
    await store.save({ ...message, topic: 'u', message: 'three', publisher: 'c' })
    await store.save({ ...message, message: 'gone', expiresAt: 2 })
    const pending = await store.pending('c', ['t', 'u', 't'], 2)
    expect(pending.map((m) => m.message)).toEqual(['one', 'two'])
    expect(pending[1]).toEqual({ ...message, message: 'two', attestation: 'att', seq: pending[1]?.seq })
    await store.ack('c', first)
    await store.ack('c', 999_999) // no such message: nothing to ack
    expect((await store.pending('c', ['t', 'u'], 2)).map((m) => m.message)).toEqual(['two'])
    expect(await store.pending('d', ['t', 'u'], 2)).toHaveLength(3)
    expect(await store.pending('c', [], 2)).toEqual([])
  })

  it('purges expired messages, and their acks and dedupe with them', async () => {
    const store = await open()
    const seq = (await store.save(message)) as number
    await store.ack('c', seq)
    await store.save({ ...message, message: 'n', expiresAt: 5000 })
    expect(await store.purgeExpired(1000)).toBe(1)
    expect(await store.purgeExpired(1000)).toBe(0)
    expect(await store.count()).toBe(1)
    // gone for good: the same body may be stored again, and is pending for c again
    expect(await store.save({ ...message, expiresAt: 9000 })).toBeTypeOf('number')
    expect((await store.pending('c', ['t'], 2)).map((m) => m.message)).toEqual(['n', 'm'])
  })

  it("refuses, as it saves, a message over its publisher's or address's quota", async () => {
    const [one, two] = [await open(), await open()]
    const quota = { maxStoredBytesPerClient: 10, maxStoredBytesPerAddress: 15 }
    await expect(one.save({ ...message, message: 'abcdef' }, quota)).resolves.toBeTypeOf('number')
    await expect(one.save({ ...message, message: 'ghijkl' }, quota)).rejects.toThrow(
      /this client stores too many bytes/,
    )
    await expect(one.save({ ...message, message: 'mnopqr', publisher: 'q' }, quota)).resolves.toBeTypeOf(
      'number',
    )
    await expect(one.save({ ...message, message: 'stuvwx', publisher: 'r' }, quota)).rejects.toThrow(
      /this address stores too many bytes/,
    )
    expect(await one.count()).toBe(2)
    expect(await two.save({ ...message, message: 'ghijkl' }, quota)).toBeTypeOf('number') // another mailbox
  })

  it('tallies stored bytes per publisher and per address, across purges', async () => {
    const store = await open()
    await store.save({ ...message, message: 'é'.repeat(10) }) // 20 bytes in UTF-8
    await store.save({ ...message, message: 'é'.repeat(10) }) // a duplicate stores nothing
    await store.save({ ...message, message: 'abc', attestation: 'jwt', expiresAt: 5000 })
    await store.save({ ...message, message: 'xyz', publisher: 'q', expiresAt: 5000 })
    expect(await store.storedBytesOf('p')).toBe(26)
    expect(await store.storedBytesOf('q')).toBe(3)
    expect(await store.storedBytesFrom('198.51.100.1')).toBe(29)
    expect(await store.purgeExpired(1000)).toBe(1)
    expect(await store.storedBytesOf('p')).toBe(6)
    expect(await store.storedBytesFrom('198.51.100.1')).toBe(9)
    expect(await store.purgeExpired(6000)).toBe(2)
    expect(await store.storedBytesOf('p')).toBe(0)
    expect(await store.storedBytesFrom('198.51.100.1')).toBe(0)
  })
})
