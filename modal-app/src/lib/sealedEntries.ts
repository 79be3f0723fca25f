const PREFIX = 'sealed:v1:'
const IV_BYTES = 12

const encoder = new TextEncoder()
const decoder = new TextDecoder()
const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes))
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0))

/**
 * Encrypts one stored value with AES-GCM. The entry's name is the associated data, so a sealed
 * value cannot be moved to another key (a host script swapping entries gets a failed open).
 */
export async function seal(key: CryptoKey, name: string, plaintext: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES))
  const sealed = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: encoder.encode(name) },
    key,
    encoder.encode(plaintext),
  )
  const bytes = new Uint8Array(IV_BYTES + sealed.byteLength)
  bytes.set(iv)
  bytes.set(new Uint8Array(sealed), IV_BYTES)
  return PREFIX + toBase64(bytes)
}

export const isSealed = (value: string) => value.startsWith(PREFIX)

/** The plaintext, or undefined when the value was sealed under another key, for another name, or altered. */
export async function unseal(key: CryptoKey, name: string, value: string): Promise<string | undefined> {
  if (!isSealed(value)) return undefined
  try {
    const bytes = fromBase64(value.slice(PREFIX.length))
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: bytes.slice(0, IV_BYTES), additionalData: encoder.encode(name) },
      key,
      bytes.slice(IV_BYTES),
    )
    return decoder.decode(plain)
  } catch {
    return undefined
  }
}
