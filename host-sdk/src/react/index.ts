export { type AppKit, createAppKit } from '../createAppKit.js'
export type { AppKitEvent } from '../events/appKitEvents.js'
export type { BalanceResult } from '../methods/fetchBalance.js'
export type { AppKitOptions } from '../options.js'
// AppKit's name for the EIP-1193 provider its ethers examples type `useAppKitProvider` with.
export type { AirlockProvider, AirlockProvider as Provider } from '../provider/createProvider.js'
export { type AppKitConnection, useAppKitConnection, useAppKitConnections } from './connectionHooks.js'
export {
  useAppKitAccount,
  useAppKitNetwork,
  useAppKitProvider,
  useAppKitState,
  useAppKitTheme,
  useDisconnect,
  useWalletInfo,
} from './hooks.js'
export type { AppKitElements } from './jsxElements.js'
export {
  AppKitProvider,
  type AppKitProviderProps,
  useAppKitBalance,
  useAppKitEvents,
  useAppKitWallets,
} from './moreHooks.js'
export { useAppKit } from './useAppKit.js'
export { useAppKitWallet, type Wallet } from './useAppKitWallet.js'
