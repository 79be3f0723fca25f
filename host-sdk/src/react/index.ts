export { type AppKit, createAppKit } from '../createAppKit.js'
export type { AppKitOptions } from '../options.js'
export type { AirlockProvider } from '../provider/createProvider.js'
export {
  useAppKitAccount,
  useAppKitNetwork,
  useAppKitProvider,
  useAppKitState,
  useAppKitTheme,
  useDisconnect,
  useWalletInfo,
} from './hooks.js'
export { useAppKit } from './useAppKit.js'
export { useAppKitWallet, type Wallet } from './useAppKitWallet.js'
