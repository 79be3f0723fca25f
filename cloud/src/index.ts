export { anvilBinary, type RunningAnvil, type StartAnvilParameters, startAnvil } from './anvil/startAnvil.js'
export { type BlockchainApi, type ChainConfig, createBlockchainApi } from './chain/blockchainApi.js'
export { ANVIL_ACCOUNTS, type Devnet, deployDevnet, devTokenAbi, plannedDevnet } from './chain/devnet.js'
export { type Directory, loadDirectory } from './directory/loadDirectory.js'
export { queryWallets, WalletQuerySchema } from './directory/queryWallets.js'
export { syntheticWallets } from './directory/syntheticWallets.js'
export type { DirectoryWallet } from './directory/wallet.js'
export { type CloudServerParameters, createCloudServer, type RunningCloud } from './http/createCloudServer.js'
export {
  type AttachedRelay,
  type AttachRelayParameters,
  attachRelay,
  type RelayLimits,
} from './relay/attachRelay.js'
export { createRelayStore, type RelayStore } from './relay/relayStore.js'
