import { decodeBase58, decodeBase64, encodeBase58, encodeBase64 } from '@airlock/shared-protocol'

/** Solana's compact-u16 length prefix: its value and how many bytes it took. */
function shortVec(bytes: Uint8Array, at: number): [number, number] {
  let value = 0
  for (let i = 0; i < 3; i++) {
    const byte = bytes[at + i]
    if (byte === undefined) throw new Error('Invalid transaction')
    value |= (byte & 0x7f) << (7 * i)
    if (!(byte & 0x80)) return [value, i + 1]
  }
  throw new Error('Invalid transaction')
}

/**
 * Where `signer` signs a wire transaction (legacy or v0): the signatures come first, then the
 * message, whose first `numRequiredSignatures` account keys are the signers in the same order.
 */
function layout(bytes: Uint8Array, signer: string) {
  const [count, prefix] = shortVec(bytes, 0)
  const message = prefix + count * 64
  // A versioned message starts with 0x80 | version before its header.
  const header = (bytes[message] ?? 0) & 0x80 ? message + 1 : message
  const required = bytes[header]
  const [keys, keysPrefix] = shortVec(bytes, header + 3)
  const key = decodeBase58(signer)
  const first = header + 3 + keysPrefix
  if (required === undefined || required !== count || keys < count || bytes.length < first + keys * 32)
    throw new Error('Invalid transaction')
  for (let i = 0; i < required; i++) {
    const at = first + i * 32
    if (key.every((b, j) => bytes[at + j] === b)) return { slot: prefix + i * 64 }
  }
  throw new Error('The transaction is not signed by this account')
}

/** The signer's signature in a signed transaction, base58. */
export function signatureOf(transaction: string, signer: string): string {
  const bytes = decodeBase64(transaction)
  const { slot } = layout(bytes, signer)
  return encodeBase58(bytes.slice(slot, slot + 64))
}

/** The transaction with the signer's signature put in its slot (a wallet that answered only the signature). */
export function withSignature(transaction: string, signer: string, signature: string): string {
  const bytes = decodeBase64(transaction)
  const sig = decodeBase58(signature)
  if (sig.length !== 64) throw new Error('Invalid signature')
  bytes.set(sig, layout(bytes, signer).slot)
  return encodeBase64(bytes)
}
