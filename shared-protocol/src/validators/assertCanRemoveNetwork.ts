import { LastNetworkError } from '../errors/chain.js'

/**
 * Throws 'Cannot remove last network for a namespace' when `network` is the only one of its
 * namespace in `networks` (every namespace in use keeps at least one network).
 *
 * @example
 * import { assertCanRemoveNetwork } from '@airlock/shared-protocol'
 * assertCanRemoveNetwork(networks, mainnet)
 */
export function assertCanRemoveNetwork(
  networks: ReadonlyArray<{ chainNamespace: string }>,
  network: { chainNamespace: string },
): void {
  const left = networks.filter((n) => n.chainNamespace === network.chainNamespace).length
  if (left <= 1) throw new LastNetworkError()
}
