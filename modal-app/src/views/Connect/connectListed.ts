import type { CustomWallet } from '@airlock/shared-protocol'
import type { DirectoryWallet } from '../../api/directory.js'
import { openUrl } from '../../controllers/hostBridge.js'
import type { WalletLinks } from '../../stores/appStore.js'

export const pairWith = (wallet: WalletLinks | null) =>
  void import('../../controllers/walletConnect.js').then((m) => m.connectWalletConnect(wallet))

/** A directory or custom wallet connects over WalletConnect; without any link it can only be visited. */
export function connectListed(wallet: DirectoryWallet | CustomWallet, icon: string | undefined) {
  const hasLink = wallet.mobile_link || wallet.desktop_link || wallet.webapp_link
  if (hasLink || !wallet.homepage) return pairWith({ ...wallet, icon })
  openUrl(wallet.homepage)
}
