import {
  encodeBase58,
  parseWireTransaction,
  sameBytes,
  type WireTransaction,
} from '@airlock/shared-protocol/host'
import { ProviderRpcError } from '../provider/createProvider.js'
import { createPublicKey } from './publicKey.js'

/** web3.js's legacy Transaction, as far as the provider touches it. */
interface LegacyTransactionLike {
  serialize(config?: { requireAllSignatures?: boolean; verifySignatures?: boolean }): Uint8Array
  addSignature(publicKey: unknown, signature: Uint8Array): void
  partialSign(...signers: unknown[]): void
  feePayer?: unknown
  instructions?: unknown
  recentBlockhash?: string
}

/** web3.js's VersionedTransaction: signatures indexed like the message's signer keys. */
interface VersionedTransactionLike {
  version: unknown
  signatures: Uint8Array[]
  serialize(): Uint8Array
  sign(signers: unknown[]): void
}

export type TransactionLike = LegacyTransactionLike | VersionedTransactionLike

// The host never bundles web3.js: the dApp's objects are recognised by shape. A VersionedTransaction
// has a `version` (its message's); a legacy Transaction has none.
export function isVersioned(transaction: TransactionLike): transaction is VersionedTransactionLike {
  return 'version' in transaction && Array.isArray((transaction as VersionedTransactionLike).signatures)
}

export function asTransaction(value: unknown): TransactionLike {
  const candidate = value as Partial<LegacyTransactionLike & VersionedTransactionLike> | null
  const ok =
    typeof candidate?.serialize === 'function' &&
    (typeof candidate.addSignature === 'function' ||
      ('version' in candidate && Array.isArray(candidate.signatures)))
  if (!ok)
    throw new ProviderRpcError(-32602, 'Expected a @solana/web3.js Transaction or VersionedTransaction')
  return candidate as TransactionLike
}

/** The bytes the wallet is asked to sign: partly signed is fine, the wallet adds its signature. */
export function serializeUnsigned(transaction: TransactionLike): Uint8Array {
  try {
    return isVersioned(transaction)
      ? transaction.serialize()
      : transaction.serialize({ requireAllSignatures: false, verifySignatures: false })
  } catch (error) {
    throw new ProviderRpcError(
      -32602,
      `Cannot serialize the transaction: ${(error as Error)?.message ?? error}`,
    )
  }
}

export interface SignatureCopy {
  index: number
  signer: Uint8Array
  signature: Uint8Array
}

/**
 * The signatures the wallet added, read from its signed bytes. Refuses bytes whose message is not
 * the one sent: a signature over another message would not verify against the dApp's object.
 */
export function addedSignatures(sent: Uint8Array, signed: Uint8Array): SignatureCopy[] {
  let before: WireTransaction
  let after: WireTransaction
  try {
    before = parseWireTransaction(sent)
    after = parseWireTransaction(signed)
  } catch {
    throw new ProviderRpcError(-32603, 'The wallet returned an invalid transaction')
  }
  if (!sameBytes(before.message, after.message))
    throw new ProviderRpcError(-32603, 'The wallet signed a different transaction than the one it was given')
  const copies: SignatureCopy[] = []
  after.signatures.forEach((signature, index) => {
    const signer = after.signers[index]
    const unchanged = sameBytes(signature, before.signatures[index] ?? new Uint8Array())
    if (signer && !unchanged && signature.some((byte) => byte !== 0))
      copies.push({ index, signer, signature: Uint8Array.from(signature) })
  })
  return copies
}

/** Writes the signatures into the dApp's own object, as wallet adapters do: the dApp keeps what it built. */
export function copySignatures(transaction: TransactionLike, copies: SignatureCopy[]): void {
  for (const { index, signer, signature } of copies) {
    if (isVersioned(transaction)) transaction.signatures[index] = signature
    else transaction.addSignature(createPublicKey(encodeBase58(signer)), signature)
  }
}
