import { loadPersisted, savePersisted } from '../lib/persistence.js'
import {
  type AppState,
  activeNamespace,
  appStore,
  type ConnectedNamespace,
  type NamespaceConnection,
} from '../stores/appStore.js'
import { keptConnections, namespaceOf } from '../stores/connections.js'
import { refreshBalance } from './balance.js'
import { resetConnection } from './connectionState.js'

/** Resets every namespace the connector serves (a WalletConnect session may serve two). */
export function resetConnector(connectorId: string) {
  for (const [namespace, connection] of Object.entries(keptConnections()))
    if (connection?.connectorId === connectorId) resetNamespace(namespace as ConnectedNamespace)
  // A session being restored has no entry yet: its failure leaves the visitor disconnected.
  const { connections, status } = appStore.getState()
  if (!Object.keys(connections).length && status === 'reconnecting') resetConnection()
}

/**
 * Spec section 4: resets account and network data, of one namespace or (none named) of all. When
 * the active namespace goes and another is still connected, that one becomes active.
 */
export function resetNamespace(namespace: ConnectedNamespace) {
  const state = appStore.getState()
  const others: AppState['connections'] = { ...keptConnections() }
  delete others[namespace]
  const next: NamespaceConnection | undefined = Object.values(others)[0]
  const goes = namespace === activeNamespace(state)
  if (goes && !next) return resetConnection()
  // The live fields are the namespace that goes: cleared, so they are not kept again.
  appStore.setState(
    goes
      ? { connections: others, status: 'disconnected', address: undefined, connectorId: undefined }
      : { connections: others },
  )
  const persisted = loadPersisted()
  const connectorIds = { ...persisted.connectorIds }
  delete connectorIds[namespace]
  savePersisted({
    connectorIds,
    connectedNamespaces: persisted.connectedNamespaces.filter((n) => n !== namespace),
  })
  if (goes && next) activateConnection(next)
}

/** Makes a kept connection the active one (a switch to its namespace), on `network` or its last one. */
export function activateConnection(connection: NamespaceConnection, network = connection.network) {
  appStore.setState({
    status: 'connected',
    address: connection.address,
    connectorId: connection.connectorId,
    walletInfo: connection.walletInfo,
    activeNetwork: network,
    profileName: undefined,
    balance: undefined,
    balanceError: undefined,
    connections: { ...keptConnections(), [namespaceOf(network)]: { ...connection, network } },
  })
  savePersisted({ activeNamespace: namespaceOf(network), activeNetworkId: network.caipNetworkId })
  void import('./account.js').then((m) => m.loadIdentity())
  void refreshBalance()
}
