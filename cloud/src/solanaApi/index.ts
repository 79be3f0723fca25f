export { createSolanaApi, type SolanaApi, type SolanaApiParameters } from './solanaApi.js'
export type { SolanaChainConfig, SolanaToken } from './solanaChainConfig.js'
