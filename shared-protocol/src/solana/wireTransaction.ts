/** A Solana wire transaction's parts the provider needs: its signatures, the signed message, the signers. */
export interface WireTransaction {
  signatures: Uint8Array[]
  message: Uint8Array
  /** The public keys of the signature slots, in order: the message's first `numRequiredSignatures` keys. */
  signers: Uint8Array[]
}

const invalid = () => new Error('Invalid transaction bytes')

/** Solana's compact-u16 length prefix: its value and where the data after it starts. */
function readShortVec(bytes: Uint8Array, offset: number): [number, number] {
  let value = 0
  for (let i = 0; i < 3; i++) {
    const byte = bytes[offset + i]
    if (byte === undefined) throw invalid()
    value |= (byte & 0x7f) << (7 * i)
    if (!(byte & 0x80)) return [value, offset + i + 1]
  }
  throw invalid()
}

/**
 * Splits wire bytes (legacy or versioned) as the runtime does: a compact count of 64-byte
 * signatures, then the message, whose header (after a version byte with the high bit set, for
 * versioned ones) says how many of its leading account keys sign. Throws on bytes that do not hold.
 */
export function parseWireTransaction(bytes: Uint8Array): WireTransaction {
  const [count, start] = readShortVec(bytes, 0)
  const messageStart = start + count * 64
  const message = bytes.subarray(messageStart)
  const signatures = Array.from({ length: count }, (_, i) =>
    bytes.subarray(start + i * 64, start + (i + 1) * 64),
  )
  const header = (message[0] ?? 0) & 0x80 ? 1 : 0
  const required = message[header]
  if (messageStart > bytes.length || required !== count) throw invalid()
  const [keys, keysStart] = readShortVec(message, header + 3)
  if (keys < required || keysStart + keys * 32 > message.length) throw invalid()
  const signers = Array.from({ length: count }, (_, i) =>
    message.subarray(keysStart + i * 32, keysStart + (i + 1) * 32),
  )
  return { signatures, message, signers }
}

export const sameBytes = (a: Uint8Array, b: Uint8Array) =>
  a.length === b.length && a.every((byte, i) => byte === b[i])
