import { beforeEach, describe, expect, it } from 'vitest'
import { initPersistence, rawEntries } from '../../lib/persistence.js'
import { seal } from '../../lib/sealedEntries.js'
import { HostKeyValueStorage } from './hostKeyValueStorage.js'

const newKey = () =>
  crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt'])
const symKey = `${'c0ffee'.repeat(10)}abcd`
let host: Record<string, string>

/** The host page's storage as the modal writes it through `host.persist`. */
function hostStorage(initial: Record<string, string> = {}) {
  host = { ...initial }
  initPersistence(initial, (changes) => {
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) delete host[key]
      else host[key] = value
    }
  })
}
beforeEach(() => hostStorage())

describe('HostKeyValueStorage', () => {
  it('keeps only ciphertext in the host page and reads it back after a reload', async () => {
    const key = await newKey()
    const storage = await HostKeyValueStorage.open(key, rawEntries)
    await storage.setItem('wc@2:core:0.3:keychain', { topic: symKey })
    await storage.settled()
    expect(Object.keys(host)).toEqual(['@airlock/wc/wc@2:core:0.3:keychain'])
    expect(JSON.stringify(host)).not.toContain(symKey)
    expect(JSON.stringify(host)).not.toMatch(/[0-9a-f]{64}/)

    const reloaded = await HostKeyValueStorage.open(key, rawEntries)
    expect(await reloaded.getItem('wc@2:core:0.3:keychain')).toEqual({ topic: symKey })
    expect(await reloaded.getKeys()).toEqual(['wc@2:core:0.3:keychain'])
  })

  it('drops entries sealed under a key it no longer has', async () => {
    const name = '@airlock/wc/wc@2:core:0.3:keychain'
    hostStorage({
      [name]: await seal(await newKey(), name, '{"a":1}'),
      '@airlock/connection_status': '"connected"',
    })
    const storage = await HostKeyValueStorage.open(await newKey(), rawEntries)
    expect(await storage.getKeys()).toEqual([])
    expect(host).toEqual({ '@airlock/connection_status': '"connected"' })
  })

  it('seals plaintext an older version left, keeping the session', async () => {
    hostStorage({ '@airlock/wc/wc@2:client:0.3:session': JSON.stringify([{ topic: symKey }]) })
    const storage = await HostKeyValueStorage.open(await newKey(), rawEntries)
    expect(await storage.getItem('wc@2:client:0.3:session')).toEqual([{ topic: symKey }])
    expect(host['@airlock/wc/wc@2:client:0.3:session']).toMatch(/^sealed:v1:/)
  })

  it('applies a removal after an earlier write of the same entry', async () => {
    const storage = await HostKeyValueStorage.open(await newKey(), rawEntries)
    // Not awaited in between: the removal must still land after the sealed write.
    void storage.setItem('k', 1)
    await storage.removeItem('k')
    await storage.settled()
    expect(host).toEqual({})
    expect(await storage.getItem('k')).toBeUndefined()
  })
})
