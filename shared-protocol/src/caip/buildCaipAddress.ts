import type { ChainNamespace } from '../networks/chainNamespaces.js'
import { parseCaipAddress } from './parseCaipAddress.js'
import type { CaipAddress } from './types.js'

export interface BuildCaipAddressParameters {
  chainNamespace: ChainNamespace
  chainId: string | number
  address: string
}

/**
 * Joins the three parts of a CAIP-10 address. Throws 'Invalid CAIP Address' when the result
 * would not parse back, so a bad part never becomes a plausible-looking address.
 *
 * @example
 * import { buildCaipAddress } from '@airlock/shared-protocol'
 * buildCaipAddress({ chainNamespace: 'eip155', chainId: 1, address: '0xd8dA…' }) // 'eip155:1:0xd8dA…'
 */
export function buildCaipAddress({
  chainNamespace,
  chainId,
  address,
}: BuildCaipAddressParameters): CaipAddress {
  const caipAddress = `${chainNamespace}:${chainId}:${address}` as const
  parseCaipAddress(caipAddress)
  return caipAddress
}
