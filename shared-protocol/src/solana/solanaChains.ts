/**
 * Solana's networks by CAIP-2 id (the first 32 characters of the genesis hash) and the names
 * Wallet Standard wallets use for them (`solana:mainnet`, ...). The localnet id is the local SVM's
 * (cloud/src/solana), fixed by its genesis hash.
 */
export const solanaCaipNetworkIds = {
  mainnet: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  devnet: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  testnet: 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
  localnet: 'solana:23mdeeaLbrYUHvrmoLP4S8rw86ys87kZ',
} as const

export type SolanaCluster = keyof typeof solanaCaipNetworkIds

/**
 * The Wallet Standard chain (`solana:devnet`) of a CAIP-2 network id, or undefined for one that is
 * not a known Solana cluster.
 *
 * @example
 * walletStandardChain('solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1') // 'solana:devnet'
 */
export function walletStandardChain(caipNetworkId: string): `solana:${SolanaCluster}` | undefined {
  for (const [cluster, id] of Object.entries(solanaCaipNetworkIds))
    if (id === caipNetworkId) return `solana:${cluster as SolanaCluster}`
  return undefined
}

/** The CAIP-2 id of a Wallet Standard chain name, or undefined when it is not a Solana cluster. */
export function caipOfWalletStandardChain(chain: string): string | undefined {
  const cluster = chain.startsWith('solana:') ? chain.slice(7) : ''
  return Object.hasOwn(solanaCaipNetworkIds, cluster)
    ? solanaCaipNetworkIds[cluster as SolanaCluster]
    : undefined
}
