import { describe, expect, it } from 'vitest'
import { isSealed, seal, unseal } from './sealedEntries.js'

const newKey = () =>
  crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt'])

describe('sealed entries', () => {
  it('round-trips under the same key and name, with nothing of the plaintext left readable', async () => {
    const key = await newKey()
    const secret = `{"symKey":"${'ab'.repeat(32)}"}`
    const sealed = await seal(key, '@airlock/wc/keychain', secret)
    expect(isSealed(sealed)).toBe(true)
    expect(sealed).not.toContain('ab'.repeat(8))
    expect(sealed).not.toMatch(/[0-9a-f]{64}/)
    expect(await unseal(key, '@airlock/wc/keychain', sealed)).toBe(secret)
    // A fresh IV each time.
    expect(await seal(key, '@airlock/wc/keychain', secret)).not.toBe(sealed)
  })

  it('refuses another key, another entry name, an altered value and plaintext', async () => {
    const key = await newKey()
    const sealed = await seal(key, 'a', 'secret')
    expect(await unseal(await newKey(), 'a', sealed)).toBeUndefined()
    expect(await unseal(key, 'b', sealed)).toBeUndefined()
    const tampered = `${sealed.slice(0, -4)}${sealed.endsWith('AAAA') ? 'BBBB' : 'AAAA'}`
    expect(await unseal(key, 'a', tampered)).toBeUndefined()
    expect(await unseal(key, 'a', 'secret')).toBeUndefined()
    expect(await unseal(key, 'a', 'sealed:v1:!!!')).toBeUndefined()
  })
})
