import { TREASURY, USDC_MINT } from './devKeypairs.js'
import { SOLANA_LOCALNET_CHAIN_ID } from './genesis.js'

/** The cloud's `SolanaChainConfig` (its blockchain API's `solanaChains`), in the part this chain fills. */
export interface LocalnetChainConfig {
  rpcUrl: string
  tokens: { mint: string; name: string; symbol: string; imageId: string }[]
  onrampSenders: string[]
}

/**
 * The local Solana chain (this dev node) as the blockchain API serves it: its USDC mint named
 * and badged like the EVM devnet's, and its treasury (the faucet and mint authority) as the on-ramp's
 * sender.
 *
 * @example
 * import { solanaLocalnetChains, startSolanaRpc } from '@airlock/dev-cloud'
 * const solana = await startSolanaRpc({ port: 8899 })
 * const solanaChains = solanaLocalnetChains(solana.url)
 */
export function solanaLocalnetChains(rpcUrl: string): Record<string, LocalnetChainConfig> {
  return {
    [SOLANA_LOCALNET_CHAIN_ID]: {
      rpcUrl,
      tokens: [{ mint: USDC_MINT, name: 'USD Coin (devnet)', symbol: 'USDC', imageId: 'usdc' }],
      onrampSenders: [TREASURY.address],
    },
  }
}
