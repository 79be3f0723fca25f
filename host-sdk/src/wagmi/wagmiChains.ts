import type { Network } from '@airlock/shared-protocol/host'
import type { CreateConfigParameters } from '@wagmi/core'

type Chains = CreateConfigParameters['chains']

/**
 * AppKit's network objects as the chains wagmi's config takes: the EVM ones only (a Solana network
 * in the same list belongs to the modal), each with the fields of viem's `Chain`, so the host needs
 * no viem of its own.
 */
export function toWagmiChains(networks: readonly Network[]): Chains {
  if (!Array.isArray(networks)) throw new TypeError('WagmiAdapter: `networks` must be an array')
  const chains = networks
    .filter((network) => network?.chainNamespace === 'eip155' && typeof network.id === 'number')
    .map(({ id, name, nativeCurrency, rpcUrls, blockExplorers, testnet }): Chains[number] => {
      if (!rpcUrls?.default?.http?.length) throw new TypeError(`WagmiAdapter: network ${id} has no RPC URL`)
      return {
        id: id as number,
        name,
        nativeCurrency,
        rpcUrls: { default: { http: [...rpcUrls.default.http] } },
        ...(blockExplorers ? { blockExplorers } : {}),
        ...(testnet === undefined ? {} : { testnet }),
      }
    })
  const [first, ...rest] = chains
  if (!first) throw new TypeError('WagmiAdapter: `networks` must list at least one EVM network')
  return [first, ...rest]
}
