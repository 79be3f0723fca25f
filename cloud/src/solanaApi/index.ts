export { createSolanaApi, type SolanaApi, type SolanaApiParameters } from './solanaApi.js'
export { type SolanaChainConfig, type SolanaToken, solanaLocalnetChains } from './solanaChainConfig.js'
