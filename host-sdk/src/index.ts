export type {
  ConnectionStatus,
  Network,
  OpenParams,
  ThemeMode,
  ThemeVariables,
  ViewName,
} from '@airlock/shared-protocol/host'
export { type AppKit, createAppKit } from './createAppKit.js'
export * as networks from './networks.js'
export { type AppKitOptions, DEFAULT_MODAL_URL, type Eip6963Info } from './options.js'
export { type AirlockProvider, ProviderRpcError } from './provider/createProvider.js'
export type { AppKitAccount, AppKitNetwork, AppKitState } from './state/hostState.js'
