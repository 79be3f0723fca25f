import type { Chain } from 'viem'
import * as viemChains from 'viem/chains'

export interface ChainInfo {
  name: string
  nativeCurrency: { name: string; symbol: string; decimals: number }
}

/** viem's chains by id; where several share an id (Base and its preconf twin), the first exported wins. */
const byId = new Map<number, Chain>()
for (const chain of Object.values(viemChains) as unknown[]) {
  const candidate = chain as Partial<Chain> | null
  if (typeof candidate?.id === 'number' && candidate.nativeCurrency && !byId.has(candidate.id))
    byId.set(candidate.id, candidate as Chain)
}

/**
 * An EVM chain's name and native currency from viem's chain list (ETH on Base, Arbitrum and
 * Optimism, POL on Polygon, BNB on 56, AVAX on 43114 ...). A chain id viem does not know is named
 * from its id ("Chain 777", native "Chain 777 native", symbol "NATIVE") with 18 decimals, the EVM
 * convention: its real ticker cannot be guessed, and a wrong one would read as a known asset.
 */
export function chainInfo(chainId: number): ChainInfo {
  const known = byId.get(chainId)
  if (known) return { name: known.name, nativeCurrency: { ...known.nativeCurrency } }
  return {
    name: `Chain ${chainId}`,
    nativeCurrency: { name: `Chain ${chainId} native`, symbol: 'NATIVE', decimals: 18 },
  }
}
