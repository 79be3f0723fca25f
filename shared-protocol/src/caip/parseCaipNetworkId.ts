import { InvalidCaipNetworkIdError } from '../errors/chain.js'
import { type ChainNamespace, isChainNamespace } from '../networks/chainNamespaces.js'

export interface ParseCaipNetworkIdReturnType {
  chainNamespace: ChainNamespace
  chainId: string
}

/**
 * Splits a CAIP-2 network id. Throws 'Invalid CAIP network id' unless there are exactly 2
 * non-empty colon-separated parts; the namespace must also be known, as for addresses, since no
 * other namespace can be used by the modal anyway.
 *
 * @example
 * import { parseCaipNetworkId } from '@airlock/shared-protocol'
 * parseCaipNetworkId('eip155:10') // { chainNamespace: 'eip155', chainId: '10' }
 */
export function parseCaipNetworkId(caipNetworkId: string): ParseCaipNetworkIdReturnType {
  const parts = typeof caipNetworkId === 'string' ? caipNetworkId.split(':') : []
  const [chainNamespace, chainId] = parts
  if (parts.length !== 2 || !isChainNamespace(chainNamespace) || !chainId) {
    throw new InvalidCaipNetworkIdError({ caipNetworkId })
  }
  return { chainNamespace, chainId }
}
