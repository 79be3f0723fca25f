import { InvalidCaipAddressError } from '../errors/chain.js'
import { type ChainNamespace, isChainNamespace } from '../networks/chainNamespaces.js'

export interface ParseCaipAddressReturnType {
  chainNamespace: ChainNamespace
  chainId: string
  address: string
}

/**
 * Splits a CAIP-10 address into namespace, chain id and address. Throws 'Invalid CAIP Address'
 * unless there are exactly 3 non-empty colon-separated parts and the namespace is known.
 *
 * @example
 * import { parseCaipAddress } from '@airlock/shared-protocol'
 * parseCaipAddress('eip155:1:0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045')
 * // { chainNamespace: 'eip155', chainId: '1', address: '0xd8dA…' }
 */
export function parseCaipAddress(caipAddress: string): ParseCaipAddressReturnType {
  const parts = typeof caipAddress === 'string' ? caipAddress.split(':') : []
  const [chainNamespace, chainId, address] = parts
  if (parts.length !== 3 || !isChainNamespace(chainNamespace) || !chainId || !address) {
    throw new InvalidCaipAddressError({ caipAddress })
  }
  return { chainNamespace, chainId, address }
}
