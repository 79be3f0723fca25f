import type { ChainConfig } from './blockchainApi.js'
import { chainInfo } from './knownChains.js'
import { RPC_TRANSPORT } from './rpcTransport.js'

/**
 * A chain served from the operator's providers is indexed from the head the cloud first saw, and
 * followed at the spec's polling interval: a public chain's history is too long to scan, and a
 * 250 ms poll would hammer a provider that bills or limits by request.
 */
export const CONFIGURED_CHAIN_INDEXING = {
  startAt: 'head',
  intervalMs: RPC_TRANSPORT.rank.interval,
} as const satisfies ChainConfig['indexing']

export type ConfiguredChain = ChainConfig & { name: string; rpcUrl: readonly string[] }

/**
 * The blockchain API's chains for the EVM entries of `AIRLOCK_RPC_UPSTREAMS` (`eip155:<id>`; other
 * namespaces are for the RPC proxy only): each with its providers, its name and native currency
 * from viem's chain list. No prices: the prices file is the devnet's. Chains in `servedLocally` (the
 * devnet's, when anvil runs) are left to their local node.
 */
export function configuredChains(
  upstreams: Record<string, readonly string[]>,
  servedLocally: readonly string[] = [],
): Record<string, ConfiguredChain> {
  const chains: Record<string, ConfiguredChain> = {}
  for (const [caip, urls] of Object.entries(upstreams)) {
    const id = /^eip155:([1-9]\d{0,15})$/.exec(caip)?.[1]
    if (!id || urls.length === 0 || servedLocally.includes(caip)) continue
    const { name, nativeCurrency } = chainInfo(Number(id))
    chains[caip] = { name, rpcUrl: urls, nativeCurrency, indexing: CONFIGURED_CHAIN_INDEXING }
  }
  return chains
}
