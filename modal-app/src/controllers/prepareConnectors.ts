import { loadHostScriptsOnOpen } from './hostScripts.js'
import { prepareWalletConnect } from './walletConnect.js'

/**
 * In idle time once the modal is ready: a WalletConnect pairing proposed (choosing WalletConnect
 * shows its QR at once), and the host's on-demand wallets (Coinbase) asked for on the first open.
 */
export function prepareConnectors() {
  prepareWalletConnect()
  loadHostScriptsOnOpen()
}
