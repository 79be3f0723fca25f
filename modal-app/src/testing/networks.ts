import type { Network } from '@airlock/shared-protocol'

/** A network for unit tests: anvil's chain id, nothing listening at its RPC. */
export function testNetwork(id = 31337): Network {
  return {
    id,
    caipNetworkId: `eip155:${id}`,
    chainNamespace: 'eip155',
    name: id === 31337 ? 'Anvil' : `Chain ${id}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
  }
}
