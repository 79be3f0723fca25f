import type { ModalApi } from '../api.js'

/** Every method the host may call: `modalMethodSchemas`' keys, without importing the schemas. */
export const modalMethodNames = [
  'open',
  'close',
  'request',
  'switchNetwork',
  'disconnect',
  'setWallets',
  'walletEvent',
  'setThemeMode',
  'setThemeVariables',
  'setLocale',
  'connectWallet',
] as const satisfies readonly (keyof ModalApi)[]
