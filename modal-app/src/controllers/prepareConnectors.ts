import { socialsAvailable } from '../embedded/embeddedAvailable.js'
import { loadEmbedded } from '../embedded/embeddedId.js'
import { leftFor } from '../embedded/socialReturn.js'
import { embeddedStore } from '../stores/embeddedStore.js'
import { loadHostScriptsOnOpen, onFirstOpen } from './hostScripts.js'
import { askTelegramHost } from './telegramHost.js'
import { prepareWalletConnect } from './walletConnect.js'

/**
 * In idle time once the modal is ready: a WalletConnect pairing proposed (choosing WalletConnect
 * shows its QR at once), and the host's on-demand wallets (Coinbase) asked for on the first open.
 * A social sign-in that left the page (Telegram) and came back is finished. Where social logins
 * are shown, the page is asked on the first open whether it runs in Telegram's in-app browser.
 */
export function prepareConnectors() {
  prepareWalletConnect()
  loadHostScriptsOnOpen()
  if (leftFor()) void loadEmbedded().then((m) => m.resumeSocialLogin())
  onFirstOpen(() => {
    if (socialsAvailable().length === 0) return
    void askTelegramHost().then((telegramHost) => embeddedStore.setState({ telegramHost }))
  })
}
