import type { AppKitCore } from '../createAppKit.js'
import type { AppKitOptions } from '../options.js'
import type { DiscoveredWallet } from '../wallets/types.js'

/**
 * What the include hands a script it loads from the modal's origin (`airlock-<name>.js`, on the
 * script element): a way to list a wallet beside the EIP-6963 ones, the instance to connect it
 * with, the app's options and what the modal sent along. A tuple, not an object: the include has
 * no bytes for the property names.
 */
export type HostScriptHook = [
  add: (wallet: DiscoveredWallet) => void,
  appKit: Pick<AppKitCore, 'connectWallet'>,
  options: AppKitOptions,
  config?: unknown,
  /** What the modal's `load` call settles with (a script with nothing to say answers nothing). */
  answer?: (value: unknown) => void,
]

export type HostScript = HTMLScriptElement & { airlock?: HostScriptHook }

/** The hook the running script was loaded with, read synchronously at its start. */
export const hostScriptHook = () => (document.currentScript as HostScript | null)?.airlock
