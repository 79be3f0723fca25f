import { type Address, isAddressEqual, type PublicClient, parseAbi, zeroAddress } from 'viem'
import { type CheckSiwfMessageParameters, checkSiwfMessage, type SiwfRefusal } from './checkSiwfMessage.js'
import type { ChannelSignature } from './farcasterChannels.js'

const idRegistryAbi = parseAbi(['function custodyOf(uint256 fid) view returns (address)'])

export interface VerifySiwfParameters extends Omit<CheckSiwfMessageParameters, 'message' | 'fid'> {
  /** A client of the chain the IdRegistry is on (the devnet here, OP mainnet for Farcaster). */
  client: PublicClient
  registry: Address
  signed: ChannelSignature
}

export type VerifySiwfReturnType = { ok: true; custody: Address } | { ok: false; reason: SiwfRefusal }

/**
 * Whether a SIWF message speaks for its fid: the message checks (checkSiwfMessage), then the fid's
 * custody address read from the IdRegistry, which must be the message's address and its signer
 * (viem's verifyMessage: an EOA's signature, or ERC-1271 for a contract custody). Throws only when
 * the chain node fails.
 *
 * @example
 * import { verifySiwf } from './verifySiwf.js'
 * const result = await verifySiwf({ client, registry, signed, domain, uri, nonce, now: Date.now() })
 */
export async function verifySiwf({
  client,
  registry,
  signed,
  ...expected
}: VerifySiwfParameters): Promise<VerifySiwfReturnType> {
  const check = checkSiwfMessage({ ...expected, message: signed.message, fid: signed.fid })
  if (!check.ok) return check
  const custody = await client.readContract({
    address: registry,
    abi: idRegistryAbi,
    functionName: 'custodyOf',
    args: [BigInt(signed.fid)],
  })
  if (isAddressEqual(custody, zeroAddress)) return { ok: false, reason: 'unknown-fid' }
  if (!isAddressEqual(custody, check.address)) return { ok: false, reason: 'custody' }
  const valid = await client.verifyMessage({
    address: custody,
    message: signed.message,
    signature: signed.signature,
    // Recovered locally first: the node is asked only for a contract custody (ERC-1271).
    mode: 'eoa',
  })
  return valid ? { ok: true, custody } : { ok: false, reason: 'signature' }
}
