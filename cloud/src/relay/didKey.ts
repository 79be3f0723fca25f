const BASE58_ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
const BASE58_VALUES = new Map([...BASE58_ALPHABET].map((char, value) => [char, value]))
/** The multicodec prefix of an Ed25519 public key (0xed as a varint). */
const ED25519_PUB_MULTICODEC = [0xed, 0x01]
/** z + base58btc of 34 bytes is 47 or 48 characters; the bound keeps the BigInt work trivial. */
const DID_KEY_PATTERN = /^did:key:z([1-9A-HJ-NP-Za-km-z]{40,50})$/

function base58Decode(text: string): Buffer | undefined {
  let value = 0n
  for (const char of text) {
    const digit = BASE58_VALUES.get(char)
    if (digit === undefined) return undefined
    value = value * 58n + BigInt(digit)
  }
  const hex = value === 0n ? '' : value.toString(16)
  const body = Buffer.from(hex.length % 2 ? `0${hex}` : hex, 'hex')
  const leadingZeros = /^1*/.exec(text)?.[0].length ?? 0
  return Buffer.concat([Buffer.alloc(leadingZeros), body])
}

/**
 * The raw 32-byte Ed25519 public key a `did:key` names (`did:key:z` + base58btc(0xed 0x01 + key)), the
 * form WalletConnect's relay auth uses for a client's `iss`; undefined for anything else.
 */
export function ed25519KeyOfDidKey(did: string): Buffer | undefined {
  const encoded = DID_KEY_PATTERN.exec(did)?.[1]
  const bytes = encoded === undefined ? undefined : base58Decode(encoded)
  if (
    bytes?.length !== 34 ||
    bytes[0] !== ED25519_PUB_MULTICODEC[0] ||
    bytes[1] !== ED25519_PUB_MULTICODEC[1]
  )
    return undefined
  return bytes.subarray(2)
}
