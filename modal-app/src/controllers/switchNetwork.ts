import { alerts, type Network, type RpcResult } from '@airlock/shared-protocol'
import { track } from '../api/analytics.js'
import { savePersisted } from '../lib/persistence.js'
import { appStore } from '../stores/appStore.js'
import { keptConnections, namespaceOf } from '../stores/connections.js'
import { resetSendState } from '../stores/sendStore.js'
import { refreshBalance } from './balance.js'
import { connectWallet } from './connection.js'
import { connectorFor } from './connectors.js'
import { activateConnection } from './namespaceConnections.js'
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
  const previous = appStore.getState().activeNetwork
  if (namespaceOf(network) !== namespaceOf(previous)) return switchNamespace(network)
  if (status === 'connected' && connectorId) {
    const switched = await (await connectorFor(connectorId)).switchChain(network, previous)
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

/**
 * Spec section 4, per namespace: a switch to another namespace's network makes that namespace's
 * connection the active one (its wallet asked to switch chain as within a namespace). Without one,
 * the wallet at hand connects there when it offers that namespace (a wallet with EVM and Solana);
 * else the namespace is shown disconnected, and the other connection is kept for a switch back.
 */
async function switchNamespace(network: Network): Promise<RpcResult> {
  const { status, connectorId, wallets, open } = appStore.getState()
  const kept = keptConnections()
  const target = kept[namespaceOf(network)]
  if (target) {
    const switched = await (await connectorFor(target.connectorId)).switchChain(network, target.network)
    if (!switched.ok) return switched
    // The switch may have moved the account (the embedded wallet's own account on that chain).
    activateConnection(keptConnections()[namespaceOf(network)] ?? target, network)
  } else {
    appStore.setState({
      connections: kept,
      status: 'disconnected',
      address: undefined,
      connectorId: undefined,
      walletInfo: undefined,
      profileName: undefined,
      balance: undefined,
      balanceError: undefined,
      activeNetwork: network,
    })
    savePersisted({ activeNamespace: namespaceOf(network), activeNetworkId: network.caipNetworkId })
  }
  resetSendState()
  track('SWITCH_NETWORK', { network: network.caipNetworkId })
  const offers = wallets.find((w) => w.id === connectorId)?.namespaces?.includes(namespaceOf(network))
  if (!target && status === 'connected' && connectorId && offers) {
    void connectWallet(connectorId)
    return { ok: true, result: null }
  }
  if (open) replaceView(appStore.getState().status === 'connected' ? 'Account' : 'Connect')
  return { ok: true, result: null }
}
