import { InvalidCaipNetworkIdError } from '../errors/chain.js'
import type { ChainNamespace } from '../networks/chainNamespaces.js'
import { parseCaipNetworkId } from './parseCaipNetworkId.js'
import type { CaipNetworkId } from './types.js'

/**
 * Joins a namespace and a chain id into a CAIP-2 network id. Throws 'Invalid CAIP network id'
 * when the result would not parse back (empty id, a colon inside it, unknown namespace).
 *
 * @example
 * import { buildCaipNetworkId } from '@airlock/shared-protocol'
 * buildCaipNetworkId('eip155', 1) // 'eip155:1'
 */
export function buildCaipNetworkId(chainNamespace: ChainNamespace, chainId: string | number): CaipNetworkId {
  const caipNetworkId = `${chainNamespace}:${chainId}` as const
  try {
    parseCaipNetworkId(caipNetworkId)
  } catch {
    throw new InvalidCaipNetworkIdError({ caipNetworkId })
  }
  return caipNetworkId
}
