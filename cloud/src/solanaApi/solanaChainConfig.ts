import { SOLANA_LOCALNET_CHAIN_ID, TREASURY, USDC_MINT } from '../solana/index.js'

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

/**
 * The local Solana chain (cloud/src/solana) as the blockchain API serves it: its USDC mint named
 * and badged like the EVM devnet's, and its treasury (the faucet and mint authority) as the on-ramp's
 * sender.
 *
 * @example
 * import { startSolanaRpc } from '../solana/index.js'
 * import { solanaLocalnetChains } from './solanaChainConfig.js'
 * const solana = await startSolanaRpc({ port: 8899 })
 * const solanaChains = solanaLocalnetChains(solana.url)
 */
export function solanaLocalnetChains(rpcUrl: string): Record<string, SolanaChainConfig> {
  return {
    [SOLANA_LOCALNET_CHAIN_ID]: {
      rpcUrl,
      tokens: [{ mint: USDC_MINT, name: 'USD Coin (devnet)', symbol: 'USDC', imageId: 'usdc' }],
      onrampSenders: [TREASURY.address],
    },
  }
}
