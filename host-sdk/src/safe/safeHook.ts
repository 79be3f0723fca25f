import type { AppKitCore } from '../createAppKit.js'
import type { DiscoveredWallet } from '../wallets/types.js'

/**
 * What the include hands the Safe script it loads (`airlock-safe.js`, on the script element): a way
 * to list a wallet beside the EIP-6963 ones, and the instance to connect it with. A pair, not an
 * object: the include has no bytes for the property names.
 */
export type SafeHook = [add: (wallet: DiscoveredWallet) => void, appKit: Pick<AppKitCore, 'connectWallet'>]

export type SafeScript = HTMLScriptElement & { airlock?: SafeHook }
