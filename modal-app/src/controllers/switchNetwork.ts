import { alerts, type RpcResult } from '@airlock/shared-protocol'
import { track } from '../api/analytics.js'
import { EMBEDDED_ID, loadEmbedded } from '../embedded/embeddedId.js'
import { savePersisted } from '../lib/persistence.js'
import { appStore } from '../stores/appStore.js'
import { resetSendState } from '../stores/sendStore.js'
import { refreshBalance } from './balance.js'
import { switchWalletChain, WALLET_CONNECT_ID } from './connection.js'
import { onClose, replaceView } from './navigation.js'
import { showAlert } from './projectAccess.js'

/**
 * Spec section 8: 'Network Not Found' is an alert, not only a rejected promise. Unlike the project's
 * refusal it is about one call, so it goes when the modal next closes.
 */
function alertNetworkNotFound() {
  const { shortMessage } = alerts.SWITCH_NETWORK_NOT_FOUND
  if (appStore.getState().alert) return
  showAlert(alerts.SWITCH_NETWORK_NOT_FOUND)
  const stop = onClose(() => {
    stop()
    if (appStore.getState().alert === shortMessage) appStore.setState({ alert: undefined })
  })
}

/** Spec section 4: changes the active chain; a connected browser wallet is asked to switch first. */
export async function switchNetwork(caipNetworkId: string): Promise<RpcResult> {
  const { networks, status, connectorId, open } = appStore.getState()
  const network = networks.find((n) => n.caipNetworkId === caipNetworkId)
  if (!network) {
    alertNetworkNotFound()
    return { ok: false, error: { code: 4902, message: `Network with ID ${caipNetworkId} not found` } }
  }
  if (status === 'connected' && connectorId === WALLET_CONNECT_ID) {
    await (await import('./walletConnect.js')).setWalletConnectChain(network.caipNetworkId)
  } else if (status === 'connected' && connectorId === EMBEDDED_ID) {
    await (await loadEmbedded()).switchEmbeddedChain(network.id)
  } else if (status === 'connected' && connectorId) {
    const switched = await switchWalletChain(connectorId, network)
    if (!switched.ok) return switched
  }
  appStore.setState({ activeNetwork: network })
  resetSendState()
  track('SWITCH_NETWORK', { network: network.caipNetworkId })
  savePersisted({ activeNetworkId: network.caipNetworkId })
  void refreshBalance()
  if (open) replaceView(status === 'connected' ? 'Account' : 'Connect')
  return { ok: true, result: null }
}
