import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { afterEach, describe, expect, it } from 'vitest'
import { createRelayStore } from './relayStore.js'

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

describe('relay store', () => {
  it('keeps messages and acks across a reopen of the database file', () => {
    const path = tempPath()
    const first = createRelayStore(path)
    const seq = first.save(message) as number
    first.save({ ...message, message: 'second' })
    first.ack('c', seq)
    first.close()
    const second = createRelayStore(path)
    expect(second.pending('c', ['t'], 2).map((m) => m.message)).toEqual(['second'])
    expect(second.pending('other', ['t'], 2)).toHaveLength(2)
    second.close()
  })

  it('ignores a duplicate body on the same topic', () => {
    const store = createRelayStore(':memory:')
    expect(store.save(message)).toBeTypeOf('number')
    expect(store.save(message)).toBeUndefined()
    expect(store.save({ ...message, topic: 'u' })).toBeTypeOf('number')
  })

  it('purges expired messages', () => {
    const store = createRelayStore(':memory:')
    store.save(message)
    store.save({ ...message, message: 'n', expiresAt: 5000 })
    expect(store.purgeExpired(1000)).toBe(1)
    expect(store.count()).toBe(1)
  })

  it('tallies stored bytes per publisher and per address, across purges and reopens', () => {
    const path = tempPath()
    const store = createRelayStore(path)
    store.save({ ...message, message: 'é'.repeat(10) }) // 20 bytes in UTF-8
    store.save({ ...message, message: 'é'.repeat(10) }) // a duplicate stores nothing
    store.save({ ...message, message: 'abc', attestation: 'jwt', expiresAt: 5000 })
    store.save({ ...message, message: 'xyz', publisher: 'q', expiresAt: 5000 })
    expect(store.storedBytesOf('p')).toBe(26)
    expect(store.storedBytesOf('q')).toBe(3)
    expect(store.storedBytesFrom('198.51.100.1')).toBe(29)
    expect(store.purgeExpired(1000)).toBe(1)
    expect(store.storedBytesOf('p')).toBe(6)
    store.close()
    const reopened = createRelayStore(path)
    expect(reopened.storedBytesOf('p')).toBe(6)
    expect(reopened.storedBytesFrom('198.51.100.1')).toBe(9)
    expect(reopened.storedBytesFrom('203.0.113.9')).toBe(0)
    reopened.close()
  })

  it('adds the quota columns to a database from before them, counting what it holds', () => {
    const path = tempPath()
    const old = new Database(path)
    old.exec(`CREATE TABLE messages (seq INTEGER PRIMARY KEY AUTOINCREMENT, topic TEXT NOT NULL, hash TEXT NOT NULL,
      message TEXT NOT NULL, tag INTEGER NOT NULL, published_at INTEGER NOT NULL, expires_at INTEGER NOT NULL,
      attestation TEXT, publisher TEXT NOT NULL, UNIQUE (topic, hash));
      INSERT INTO messages (topic, hash, message, tag, published_at, expires_at, publisher)
      VALUES ('t', 'h', 'hello', 0, 1, 1000, 'p');`)
    old.close()
    const store = createRelayStore(path)
    expect(store.storedBytesOf('p')).toBe(5)
    expect(store.pending('c', ['t'], 2).map((m) => m.message)).toEqual(['hello'])
    store.save({ ...message, message: 'new' })
    expect(store.storedBytesFrom('198.51.100.1')).toBe(3)
    store.close()
  })
})
