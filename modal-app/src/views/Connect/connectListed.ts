import { preloadView } from '../../components/loadViews.js'
import { showCodeLoadFailure } from '../../controllers/snackbar.js'
import { openUrl } from '../../lib/hostBridge.js'
import type { WalletLinks } from '../../stores/appStore.js'

/**
 * The QR view's code is fetched beside the controller's (one chunk, see vite.config.ts) and the view
 * pushed once it is in, so its first render has the QR code rather than its placeholder. Meanwhile
 * Connect stays on screen.
 */
export const pairWith = (wallet: WalletLinks | null) =>
  void Promise.all([
    import('../../controllers/walletConnect.js'),
    preloadView((views) => views.ConnectingWalletConnectView),
  ]).then(([m]) => m.connectWalletConnect(wallet), showCodeLoadFailure)

type Linked = Pick<WalletLinks, 'mobile_link' | 'desktop_link' | 'webapp_link'>

export const hasWalletLink = (wallet: Linked) =>
  Boolean(wallet.mobile_link || wallet.desktop_link || wallet.webapp_link)

/** A directory, custom or recent wallet connects over WalletConnect; without any link it can only be visited. */
export function connectListed(
  wallet: Omit<WalletLinks, 'icon'> & { homepage?: string | null | undefined },
  icon: string | undefined,
) {
  if (hasWalletLink(wallet) || !wallet.homepage) {
    const { id, name, mobile_link, desktop_link, webapp_link, homepage } = wallet
    return pairWith({ id, name, icon, mobile_link, desktop_link, webapp_link, homepage })
  }
  openUrl(wallet.homepage)
}
