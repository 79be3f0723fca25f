import { type Address, type Hex, type PublicClient, verifyMessage } from 'viem'

export interface SignedMessage {
  /** CAIP-2 chain the account lives on, e.g. `eip155:31337`. */
  chain: string
  address: Address
  /** The text the account signed with `personal_sign` (EIP-191). */
  message: string
  signature: Hex
}

/** Whether the account signed the message; throws only when the chain's node fails (viem's `BaseError`). */
export type VerifySignature = (signed: SignedMessage) => Promise<boolean>

/**
 * Checks `personal_sign` signatures. On a chain the cloud has a node for, viem's public client decides,
 * so contract accounts (ERC-1271) and accounts not deployed yet (ERC-6492) verify as well as EOAs;
 * on any other chain only an EOA's ECDSA signature can be checked.
 *
 * @example
 * import { createSignatureVerifier } from '@airlock/cloud'
 * const verify = createSignatureVerifier((chain) => clients[chain])
 * await verify({ chain: 'eip155:1', address, message: 'hello', signature })
 */
export function createSignatureVerifier(
  clientOf: (chain: string) => PublicClient | undefined,
): VerifySignature {
  return async ({ chain, address, message, signature }) => {
    const client = clientOf(chain)
    if (client) return client.verifyMessage({ address, message, signature })
    try {
      return await verifyMessage({ address, message, signature })
    } catch {
      return false
    }
  }
}
