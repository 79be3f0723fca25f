export { DEV_SAFE_OWNER_KEYS, DEV_SAFE_THRESHOLD, type DevSafe, deployDevSafe } from './devSafe.js'
export { createSafeAppsHandler, SafeAppsError, type SafeAppsHandler } from './safeAppsHandler.js'
export { deploySafeContracts, plannedSafeContracts, type SafeContracts } from './safeContracts.js'
export {
  type SafeWalletStandIn,
  type SafeWalletStandInParameters,
  startSafeWalletStandIn,
} from './startSafeWalletStandIn.js'
