import { loadHostScriptsOnOpen } from './hostScripts.js'
import { prepareWalletConnect } from './walletConnect.js'

/**
 * In idle time once the modal is ready: a WalletConnect pairing proposed (choosing WalletConnect
 * shows its QR at once), the host's on-demand wallets (Coinbase) asked for on the first open, and
 * the social logins' preparations (their own chunk: the boot chunk lists none of their files).
 */
export function prepareConnectors() {
  prepareWalletConnect()
  loadHostScriptsOnOpen()
  void import('./prepareSocialLogins.js').then((m) => m.prepareSocialLogins())
}
