import { setConnected, WALLET_CONNECT_ID, walletInfoOf } from '../../controllers/connection.js'
import { keepConnection, resetNamespace } from '../../controllers/namespaceConnections.js'
import { closeModal } from '../../controllers/navigation.js'
import { loadPersisted } from '../../lib/persistence.js'
import { appStore } from '../../stores/appStore.js'
import { solanaNetwork } from './connectSolana.js'
import { connectHostSolana } from './hostSolanaWallet.js'

/**
 * Restores the stored Solana connection after a reload: a host wallet is asked silently (no prompt;
 * one that no longer authorizes the page is forgotten), a WalletConnect session from its accounts.
 * It becomes the active namespace when it was, else it is kept beside the EVM one.
 */
export async function restoreSolana(
  walletId: string,
  makeActive: boolean,
  waitForWallet: (id: string) => Promise<boolean>,
) {
  const stored = loadPersisted().activeNetworkId
  const network =
    appStore.getState().networks.find((n) => n.caipNetworkId === stored && n.chainNamespace === 'solana') ??
    solanaNetwork()
  if (!network) return resetNamespace('solana')
  if (walletId === WALLET_CONNECT_ID) {
    const { restoreWalletConnect } = await import('../../controllers/walletConnect.js')
    return restoreWalletConnect()
  }
  if (!(await waitForWallet(walletId))) return resetNamespace('solana')
  const connected = await connectHostSolana(walletId, network, true)
  if (!connected.ok) return resetNamespace('solana')
  const state = appStore.getState()
  if (makeActive || state.status !== 'connected') {
    setConnected(walletId, connected.address, network)
    if (!appStore.getState().open) closeModal()
    return
  }
  const wallet = state.wallets.find((w) => w.id === walletId)
  keepConnection({
    address: connected.address,
    connectorId: walletId,
    walletInfo: wallet && walletInfoOf(wallet),
    network,
  })
}
