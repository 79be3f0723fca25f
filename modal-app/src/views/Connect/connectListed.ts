import { openUrl } from '../../controllers/hostBridge.js'
import type { WalletLinks } from '../../stores/appStore.js'

export const pairWith = (wallet: WalletLinks | null) =>
  void import('../../controllers/walletConnect.js').then((m) => m.connectWalletConnect(wallet))

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
