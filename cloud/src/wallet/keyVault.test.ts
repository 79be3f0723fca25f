import { randomBytes } from 'node:crypto'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { isMasterKeyOf, masterKeyCheck, masterKeyFrom, openPrivateKey, sealPrivateKey } from './keyVault.js'

describe('keyVault', () => {
  const masterKey = randomBytes(32)
  const privateKey = generatePrivateKey()
  const address = privateKeyToAddress(privateKey)

  it('opens what it sealed, with a fresh data key each time', () => {
    const a = sealPrivateKey(masterKey, address, privateKey)
    const b = sealPrivateKey(masterKey, address, privateKey)
    expect(openPrivateKey(masterKey, address, a)).toBe(privateKey)
    expect(a.sealedKey.equals(b.sealedKey)).toBe(false)
    expect(a.wrappedDataKey.equals(b.wrappedDataKey)).toBe(false)
  })

  it('opens nothing with another master key, or on another user row', () => {
    const sealed = sealPrivateKey(masterKey, address, privateKey)
    expect(() => openPrivateKey(randomBytes(32), address, sealed)).toThrow()
    const other = privateKeyToAddress(generatePrivateKey())
    expect(() => openPrivateKey(masterKey, other, sealed)).toThrow()
    const tampered = { ...sealed, sealedKey: Buffer.from(sealed.sealedKey) }
    tampered.sealedKey[40] = (tampered.sealedKey[40] ?? 0) ^ 1
    expect(() => openPrivateKey(masterKey, address, tampered)).toThrow()
  })

  it('tells its own master key from another', () => {
    const check = masterKeyCheck(masterKey)
    expect(isMasterKeyOf(masterKey, check)).toBe(true)
    expect(isMasterKeyOf(randomBytes(32), check)).toBe(false)
  })

  it('reads the master key from hex or base64 configuration, 32 bytes only', () => {
    expect(masterKeyFrom(masterKey.toString('hex'))).toEqual(masterKey)
    expect(masterKeyFrom(` ${masterKey.toString('base64')}\n`)).toEqual(masterKey)
    expect(() => masterKeyFrom('')).toThrow('32 bytes')
    expect(() => masterKeyFrom(randomBytes(16).toString('hex'))).toThrow('32 bytes')
  })
})
