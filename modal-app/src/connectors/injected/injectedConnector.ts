import { walletRequest } from '../../lib/hostBridge.js'
import { loadPersisted } from '../../lib/persistence.js'
import { appStore } from '../../stores/appStore.js'
import type { Connector, ConnectorContext } from '../connector.js'
import { connectEvm, restoreEvm, switchWalletChain } from './evmSide.js'
import { connectSolana, solanaFeature } from './solanaSide.js'

/**
 * A browser wallet of the host page (EIP-6963 announced, injected, or Wallet Standard for Solana):
 * the host runs its requests, so the wallet sees the dApp's origin. Its events reach the modal
 * through the host (controllers/walletEvents.ts).
 */
export function createInjectedConnector(id: string, _context: ConnectorContext): Connector {
  return {
    id,
    type: appStore.getState().wallets.find((w) => w.id === id)?.type ?? 'INJECTED',
    sharedSession: false,
    connect: (namespace) => (namespace === 'solana' ? connectSolana(id, false) : connectEvm(id)),
    async restore(namespace, { waitForWallet }) {
      if (!(await waitForWallet(id))) return undefined
      if (namespace === 'eip155') return restoreEvm(id)
      return connectSolana(id, true, loadPersisted().activeNetworkId)
    },
    async disconnect(namespace) {
      // Told best effort: the visitor is disconnected here whatever the wallet answers.
      if (namespace === 'solana') void walletRequest(id, 'standard:disconnect', undefined, 'solana')
      else void walletRequest(id, 'wallet_revokePermissions', [{ eth_accounts: {} }])
    },
    request({ method, params, network, namespace }) {
      if (namespace === 'solana' && network && params && !Array.isArray(params))
        return solanaFeature(id, method, params, network)
      return walletRequest(id, method, Array.isArray(params) || params === undefined ? params : [params])
    },
    async switchChain(network, current) {
      // A Wallet Standard wallet serves every Solana chain: each request names its own.
      if (network.chainNamespace !== 'eip155' || network.caipNetworkId === current?.caipNetworkId)
        return { ok: true, result: null }
      return switchWalletChain(id, network)
    },
  }
}
