import { createPublicKey, type KeyObject, verify } from 'node:crypto'
import { fromBase58 } from './base58.js'
import type { DecodedTransaction } from './decodeTransaction.js'

/** SPKI framing of a raw Ed25519 public key, so node:crypto can verify with it. */
const SPKI_ED25519_PREFIX = Buffer.from('302a300506032b6570032100', 'hex')

/** Signers' parsed keys, kept because the same wallets sign again and again (bounded). */
const keys = new Map<string, KeyObject>()
const MAX_CACHED_KEYS = 1_000

function publicKeyOf(signer: string): KeyObject {
  let key = keys.get(signer)
  if (!key) {
    if (keys.size >= MAX_CACHED_KEYS) keys.clear()
    key = createPublicKey({
      key: Buffer.concat([SPKI_ED25519_PREFIX, fromBase58(signer)]),
      format: 'der',
      type: 'spki',
    })
    keys.set(signer, key)
  }
  return key
}

/**
 * Whether every required signature is present and signs the message: agave checks this before
 * anything else (even with skipPreflight) and answers -32003 when it fails.
 */
export function verifySignatures(transaction: DecodedTransaction): boolean {
  return transaction.signatures.every((signature, index) => {
    const signer = transaction.staticKeys[index]
    if (!signer) return false
    return verify(null, transaction.message, publicKeyOf(signer), fromBase58(signature))
  })
}
