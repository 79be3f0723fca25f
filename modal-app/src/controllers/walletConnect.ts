import { WALLET_CONNECT_ID } from '../connectors/ids.js'
import { isMobile } from '../lib/walletLinks.js'
import { appStore, type WalletLinks } from '../stores/appStore.js'
import { cancelConnecting, connectWith } from './connection.js'
import { connectorFor } from './connectors.js'
import { pushView } from './navigation.js'

/**
 * Shows a pairing QR code (or, on a phone, the chosen wallet's app) and waits for a wallet. `stay`
 * keeps the current view (ConnectingWalletConnectBasic shows the QR code itself).
 */
export async function connectWalletConnect(wallet: WalletLinks | null = null, stay = false) {
  // A phone has no second screen to scan a QR code from: the visitor picks their wallet's app instead.
  if (!wallet && !stay && isMobile()) return pushView('AllWallets')
  // No URI of an earlier pairing is shown for this one.
  appStore.setState({ wcUri: undefined, wcWallet: wallet ?? undefined })
  return connectWith(WALLET_CONNECT_ID, { wallet, ...(stay ? {} : { view: 'ConnectingWalletConnect' }) })
}

export function cancelWalletConnect() {
  cancelConnecting()
  void connectorFor(WALLET_CONNECT_ID).then((c) => c.cancel?.())
}

/** A WalletConnect-only app: the provider's worker starts with the modal, not on the first open(). */
export function startWalletConnect() {
  void connectorFor(WALLET_CONNECT_ID).then((c) => c.prepare?.({ pair: false }))
}

/** In idle time once the modal is ready: a pairing proposed, so choosing WalletConnect shows its QR at once. */
export function prepareWalletConnect() {
  void connectorFor(WALLET_CONNECT_ID).then((c) => c.prepare?.({ pair: true }))
}
