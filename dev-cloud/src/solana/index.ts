export { associatedTokenAddress } from './associatedTokenAddress.js'
export { DEV_KEYPAIRS, type DevKeypair, TREASURY, USDC_MINT } from './devKeypairs.js'
export {
  GENESIS_BALANCES,
  GENESIS_HASH,
  LAMPORTS_PER_SOL,
  SOLANA_LOCALNET_CHAIN_ID,
  USDC_DECIMALS,
} from './genesis.js'
export { type LocalnetChainConfig, solanaLocalnetChains } from './localnetChains.js'
export { defaultPubSubLimits, type PubSubLimits } from './pubsubLimits.js'
export { type SolanaRpc, type StartSolanaRpcParameters, startSolanaRpc } from './startSolanaRpc.js'
