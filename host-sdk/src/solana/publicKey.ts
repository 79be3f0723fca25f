import { decodeBase58 } from '@airlock/shared-protocol/host'

/** The part of web3.js's PublicKey dApps use, without web3.js in the host bundle. */
export interface PublicKeyLike {
  toBase58(): string
  toString(): string
  toJSON(): string
  toBytes(): Uint8Array
  equals(other: unknown): boolean
}

/**
 * A PublicKey-like object for a base58 address. `equals` accepts web3.js's PublicKey (or any object
 * with toBase58) and strings, so `provider.publicKey.equals(tx.feePayer)` and web3.js's own
 * `addSignature(provider.publicKey, ...)` both work. It is not a PublicKey: to put the account in a
 * transaction, a dApp makes one (`new PublicKey(provider.publicKey.toBytes())`), as AppKit's docs do
 * with the address.
 */
export function createPublicKey(address: string): PublicKeyLike {
  const key: PublicKeyLike = {
    toBase58: () => address,
    toString: () => address,
    toJSON: () => address,
    toBytes: () => decodeBase58(address),
    equals(other) {
      if (typeof other === 'string') return other === address
      const toBase58 = (other as { toBase58?: unknown } | null)?.toBase58
      return typeof toBase58 === 'function' && toBase58.call(other) === address
    },
  }
  return key
}
