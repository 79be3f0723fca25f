/** An SPL token the chain's answers name (a mint has no name on chain without a metadata program). */
export interface SolanaToken {
  mint: string
  name: string
  symbol: string
  /** Its badge under `/public/getTokenImage/{imageId}`. */
  imageId?: string
}

export interface SolanaChainConfig {
  /** The node's JSON-RPC URL (any Solana node: the index uses standard methods only). */
  rpcUrl: string
  /** SOL unless told otherwise. */
  nativeCurrency?: { name: string; symbol: string; imageId?: string }
  tokens?: SolanaToken[]
  /** Senders whose deliveries count as on-ramp purchases (the `onramp` history filter). */
  onrampSenders?: string[]
}
