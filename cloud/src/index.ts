export {
  type CloudSiwxSession as SiwxSession,
  SiwxSessionSchema,
  WalletQuerySchema,
} from '@airlock/shared-protocol/cloud-api'
export { type BlockchainApi, type ChainConfig, createBlockchainApi } from './chain/blockchainApi.js'
export { configuredChains } from './chain/configuredChains.js'
export {
  createSignatureVerifier,
  type SignedMessage,
  type VerifySignature,
} from './chain/verifyAccountSignature.js'
export { type Directory, loadDirectory } from './directory/loadDirectory.js'
export { queryWallets } from './directory/queryWallets.js'
export { syntheticWallets } from './directory/syntheticWallets.js'
export type { DirectoryWallet } from './directory/wallet.js'
export { type CloudServerParameters, createCloudServer, type RunningCloud } from './http/createCloudServer.js'
export { chainOfCoinType } from './profile/coinType.js'
export { NAME_RULE_MESSAGE, NAME_ZONE, type ParsedName, parseName } from './profile/nameRule.js'
export { createNameStore, type NameRecord, type NameStore } from './profile/nameStore.js'
export { type Profile, profileOf } from './profile/profileOf.js'
export { type ProfileRoutesParameters, profileRoutes } from './profile/profileRoutes.js'
export { REGISTRATION_WINDOW_MS, registerName } from './profile/registerName.js'
export { suggestNames } from './profile/suggestNames.js'
export {
  type AttachedRelay,
  type AttachRelayParameters,
  attachRelay,
  type RelayLimits,
} from './relay/attachRelay.js'
export { createRedisRelayBroker } from './relay/redisRelayBroker.js'
export { createRedisRelayStore } from './relay/redisRelayStore.js'
export { openRelayBackend, type RelayClusterOptions } from './relay/relayBackend.js'
export { createInProcessBroker, type RelayBroker } from './relay/relayBroker.js'
export { type RelayNodeParameters, type RunningRelayNode, startRelayNode } from './relay/relayNode.js'
export { createRelayStore, type RelayStore } from './relay/relayStore.js'
export { checkSiwxSession } from './sessions/checkSiwxSession.js'
export { revokeMessage, type SessionRoutesParameters, sessionRoutes } from './sessions/sessionRoutes.js'
export { createSessionStore, type SessionStore, type StoredSession } from './sessions/sessionStore.js'
