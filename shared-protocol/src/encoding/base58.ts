const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
const INDEX = new Map([...ALPHABET].map((c, i) => [c, i]))

/**
 * Bitcoin-alphabet base58, the text form of Solana addresses, signatures and (over WalletConnect)
 * messages. Quadratic, which is fine for the few hundred bytes it ever sees; it keeps bs58 and its
 * Buffer dependency out of the host's Solana entry.
 *
 * @example
 * encodeBase58(new Uint8Array([0, 1])) // '12'
 */
export function encodeBase58(bytes: Uint8Array): string {
  const digits: number[] = []
  for (const byte of bytes) {
    let carry = byte
    for (let i = 0; i < digits.length; i++) {
      carry += (digits[i] as number) << 8
      digits[i] = carry % 58
      carry = (carry / 58) | 0
    }
    for (; carry; carry = (carry / 58) | 0) digits.push(carry % 58)
  }
  let zeros = ''
  for (let i = 0; i < bytes.length && bytes[i] === 0; i++) zeros += '1'
  return (
    zeros +
    digits
      .reverse()
      .map((d) => ALPHABET[d])
      .join('')
  )
}

/** The bytes of a base58 text; throws on any character outside the alphabet. */
export function decodeBase58(text: string): Uint8Array {
  const bytes: number[] = []
  for (const char of text) {
    let carry = INDEX.get(char)
    if (carry === undefined) throw new Error('Invalid base58')
    for (let i = 0; i < bytes.length; i++) {
      carry += (bytes[i] as number) * 58
      bytes[i] = carry & 0xff
      carry >>= 8
    }
    for (; carry; carry >>= 8) bytes.push(carry & 0xff)
  }
  for (let i = 0; i < text.length && text[i] === '1'; i++) bytes.push(0)
  return Uint8Array.from(bytes.reverse())
}
