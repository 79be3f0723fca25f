import {
  decodeBase58,
  decodeBase64,
  encodeBase58,
  encodeBase64,
  parseWireTransaction,
  sameBytes,
} from '@airlock/shared-protocol'

/**
 * The signer's signature slot of a wire transaction (legacy or v0): a view into `bytes`, so
 * writing it writes the transaction.
 */
function slotOf(bytes: Uint8Array, signer: string): Uint8Array {
  const { signatures, signers } = parseWireTransaction(bytes)
  const key = decodeBase58(signer)
  const slot = signatures[signers.findIndex((candidate) => sameBytes(candidate, key))]
  if (!slot) throw new Error('The transaction is not signed by this account')
  return slot
}

/** The signer's signature in a signed transaction, base58. */
export function signatureOf(transaction: string, signer: string): string {
  return encodeBase58(slotOf(decodeBase64(transaction), signer))
}

/** The transaction with the signer's signature put in its slot (a wallet that answered only the signature). */
export function withSignature(transaction: string, signer: string, signature: string): string {
  const bytes = decodeBase64(transaction)
  const sig = decodeBase58(signature)
  if (sig.length !== 64) throw new Error('Invalid signature')
  slotOf(bytes, signer).set(sig)
  return encodeBase64(bytes)
}
