import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto'
import { bytesToHex, type Hex, hexToBytes } from 'viem'
import type { KeyEncryptionKey } from './keyEncryptionKey.js'

/** A private key as stored: the key sealed with its own data key, and that data key sealed with the master key. */
export interface SealedKey {
  /** iv (12) | tag (16) | AES-256-GCM(dataKey, private key bytes) */
  sealedKey: Buffer
  /** iv (12) | tag (16) | AES-256-GCM(masterKey, dataKey) */
  wrappedDataKey: Buffer
}

const IV_BYTES = 12
const TAG_BYTES = 16

export function seal(key: Uint8Array, plain: Uint8Array, context: string): Buffer {
  const iv = randomBytes(IV_BYTES)
  const cipher = createCipheriv('aes-256-gcm', key, iv)
  // The context is authenticated: a sealed blob copied onto another user's row does not open there.
  cipher.setAAD(Buffer.from(context))
  const body = Buffer.concat([cipher.update(plain), cipher.final()])
  return Buffer.concat([iv, cipher.getAuthTag(), body])
}

export function open(key: Uint8Array, sealed: Uint8Array, context: string): Buffer {
  const blob = Buffer.from(sealed)
  const decipher = createDecipheriv('aes-256-gcm', key, blob.subarray(0, IV_BYTES))
  decipher.setAAD(Buffer.from(context))
  decipher.setAuthTag(blob.subarray(IV_BYTES, IV_BYTES + TAG_BYTES))
  return Buffer.concat([decipher.update(blob.subarray(IV_BYTES + TAG_BYTES)), decipher.final()])
}

const keyContext = (address: string) => `airlock-wallet-key:v1:${address.toLowerCase()}`
const dataKeyContext = (address: string) => `airlock-data-key:v1:${address.toLowerCase()}`

/**
 * Envelope encryption: a fresh data key per user seals the private key, and only the master key
 * (configuration, never the database) unwraps the data key. A copy of the database alone opens nothing;
 * rotating the master key means re-wrapping the data keys only.
 */
export function sealPrivateKey(masterKey: Uint8Array, address: string, privateKey: Hex): SealedKey {
  const dataKey = randomBytes(32)
  const keyBytes = hexToBytes(privateKey)
  const sealed = {
    sealedKey: seal(dataKey, keyBytes, keyContext(address)),
    wrappedDataKey: seal(masterKey, dataKey, dataKeyContext(address)),
  }
  dataKey.fill(0)
  keyBytes.fill(0)
  return sealed
}

/** As sealPrivateKey, the data key wrapped by a key-encryption key (the configured one, or a KMS). */
export async function sealWithKek(
  kek: KeyEncryptionKey,
  address: string,
  privateKey: Hex,
): Promise<SealedKey> {
  const dataKey = randomBytes(32)
  const keyBytes = hexToBytes(privateKey)
  try {
    return {
      sealedKey: seal(dataKey, keyBytes, keyContext(address)),
      wrappedDataKey: await kek.wrap(dataKey, dataKeyContext(address)),
    }
  } finally {
    dataKey.fill(0)
    keyBytes.fill(0)
  }
}

/** As openPrivateKey, through a key-encryption key; throws KeyMismatchError when another one wrapped it. */
export async function openWithKek(kek: KeyEncryptionKey, address: string, sealed: SealedKey): Promise<Hex> {
  const dataKey = await kek.unwrap(sealed.wrappedDataKey, dataKeyContext(address))
  try {
    const keyBytes = open(dataKey, sealed.sealedKey, keyContext(address))
    const key = bytesToHex(keyBytes)
    keyBytes.fill(0)
    return key
  } finally {
    dataKey.fill(0)
  }
}

/** The data key of a sealed key: tests use it to look for it in the raw database. */
export function unwrapDataKey(masterKey: Uint8Array, address: string, sealed: SealedKey): Buffer {
  return open(masterKey, sealed.wrappedDataKey, dataKeyContext(address))
}

/** The private key, for one request's signature; throws when the master key or the row is not the right one. */
export function openPrivateKey(masterKey: Uint8Array, address: string, sealed: SealedKey): Hex {
  const dataKey = unwrapDataKey(masterKey, address, sealed)
  const keyBytes = open(dataKey, sealed.sealedKey, keyContext(address))
  dataKey.fill(0)
  const key = bytesToHex(keyBytes)
  keyBytes.fill(0)
  return key
}

/** Separate keys for separate jobs (hashing codes) from the one master key. */
export function deriveKey(masterKey: Uint8Array, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', masterKey, Buffer.alloc(0), `airlock-wallet:${purpose}`, 32))
}

/**
 * The master key from configuration text: 64 hex characters or base64 of 32 bytes.
 *
 * @example
 * import { masterKeyFrom } from './keyVault.js'
 * const masterKey = masterKeyFrom(process.env.AIRLOCK_WALLET_MASTER_KEY ?? '')
 */
export function masterKeyFrom(text: string): Buffer {
  const trimmed = text.trim()
  const key = /^[0-9a-fA-F]{64}$/.test(trimmed) ? Buffer.from(trimmed, 'hex') : Buffer.from(trimmed, 'base64')
  if (key.length !== 32)
    throw new Error('The wallet master key must be 32 bytes (64 hex characters or base64)')
  return key
}

const checkContext = 'airlock-master-key-check:v1'

/** A blob only this master key opens: stored once, it tells a wrong key at start, not at the first signature. */
export function masterKeyCheck(masterKey: Uint8Array): Buffer {
  return seal(masterKey, Buffer.from(checkContext), checkContext)
}

export function isMasterKeyOf(masterKey: Uint8Array, check: Uint8Array): boolean {
  try {
    return open(masterKey, check, checkContext).toString() === checkContext
  } catch {
    return false
  }
}
