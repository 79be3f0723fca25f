import { describe, expect, it } from 'vitest'
import {
  decryptJson,
  deriveSecret,
  encryptJson,
  exportPrivateKey,
  exportPublicKey,
  fromHex,
  generateSessionKey,
  importPrivateKey,
  importPublicKey,
} from './popupCrypto.ts'

describe('the session cipher', () => {
  it('derives the same AES-GCM key on both sides from hex-exported P-256 keys, and round-trips JSON', async () => {
    const dapp = await generateSessionKey()
    const popup = await generateSessionKey()
    // The popup's private key survives storage as PKCS#8 hex, the peers' public keys as SPKI hex.
    const popupPrivate = await importPrivateKey(await exportPrivateKey(popup.privateKey))
    const onPopup = await deriveSecret(
      popupPrivate,
      await importPublicKey(await exportPublicKey(dapp.publicKey)),
    )
    const onDapp = await deriveSecret(
      dapp.privateKey,
      await importPublicKey(await exportPublicKey(popup.publicKey)),
    )
    const sealed = await encryptJson(
      { action: { method: 'personal_sign', params: ['0x00'] }, chainId: 31337 },
      onDapp,
    )
    expect(sealed.iv.byteLength).toBe(12)
    expect(await decryptJson(sealed, onPopup)).toEqual({
      action: { method: 'personal_sign', params: ['0x00'] },
      chainId: 31337,
    })
  })

  it('refuses a message sealed under another key', async () => {
    const a = await generateSessionKey()
    const b = await generateSessionKey()
    const c = await generateSessionKey()
    const sealed = await encryptJson({ x: 1 }, await deriveSecret(a.privateKey, b.publicKey))
    await expect(decryptJson(sealed, await deriveSecret(c.privateKey, b.publicKey))).rejects.toThrow()
  })

  it('reads hex with or without 0x and refuses anything else', () => {
    expect([...fromHex('0x0aff')]).toEqual([10, 255])
    expect(() => fromHex('abc')).toThrow('Not a hex string')
    expect(() => fromHex('zz')).toThrow('Not a hex string')
  })
})
