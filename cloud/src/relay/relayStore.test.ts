import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { createRelayStore } from './relayStore.js'

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

const message = { topic: 't', message: 'm', publishedAt: 1, expiresAt: 1000, tag: 0, publisher: 'p' }

describe('relay store', () => {
  it('keeps messages and acks across a reopen of the database file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'relay-'))
    dirs.push(dir)
    const path = join(dir, 'relay.db')
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
})
