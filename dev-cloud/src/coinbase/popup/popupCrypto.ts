// The SDK's session cipher, as its popup peer: ECDH on P-256 (keys as SPKI/PKCS#8 hex), an AES-GCM
// 256-bit key derived from it, a 12-byte random IV per message, the content JSON inside.
import type { EncryptedData } from './popupMessages.ts'

const ecdh = { name: 'ECDH', namedCurve: 'P-256' } as const

export const toHex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')

export function fromHex(hex: string): Uint8Array<ArrayBuffer> {
  const clean = hex.startsWith('0x') ? hex.slice(2) : hex
  if (clean.length % 2 || /[^0-9a-f]/i.test(clean)) throw new Error('Not a hex string')
  return Uint8Array.from(clean.match(/../g) ?? [], (pair) => Number.parseInt(pair, 16))
}

export const generateSessionKey = () =>
  crypto.subtle.generateKey(ecdh, true, ['deriveKey']) as Promise<CryptoKeyPair>

export async function exportPublicKey(key: CryptoKey): Promise<string> {
  return toHex(new Uint8Array(await crypto.subtle.exportKey('spki', key)))
}

export async function exportPrivateKey(key: CryptoKey): Promise<string> {
  return toHex(new Uint8Array(await crypto.subtle.exportKey('pkcs8', key)))
}

export const importPublicKey = (hex: string) => crypto.subtle.importKey('spki', fromHex(hex), ecdh, true, [])

export const importPrivateKey = (hex: string) =>
  crypto.subtle.importKey('pkcs8', fromHex(hex), ecdh, true, ['deriveKey'])

export const deriveSecret = (own: CryptoKey, peer: CryptoKey) =>
  crypto.subtle.deriveKey({ name: 'ECDH', public: peer }, own, { name: 'AES-GCM', length: 256 }, false, [
    'encrypt',
    'decrypt',
  ])

export async function encryptJson(content: unknown, secret: CryptoKey): Promise<EncryptedData> {
  const iv = crypto.getRandomValues(new Uint8Array(12))
  const plain = new TextEncoder().encode(JSON.stringify(content))
  const cipherText = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, secret, plain))
  return { iv, cipherText }
}

export async function decryptJson(encrypted: EncryptedData, secret: CryptoKey): Promise<unknown> {
  const plain = await crypto.subtle.decrypt(
    { name: 'AES-GCM', iv: encrypted.iv },
    secret,
    encrypted.cipherText,
  )
  return JSON.parse(new TextDecoder().decode(plain))
}
