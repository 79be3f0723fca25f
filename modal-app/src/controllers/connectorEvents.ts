import { adapterOf } from '../namespaces/adapters.js'
import type { ConnectedNamespace } from '../stores/appStore.js'
import { appStore } from '../stores/appStore.js'
import { keptConnections, namespaceOf } from '../stores/connections.js'
import { refreshBalance } from './balance.js'
import { applyWalletChain } from './connectionState.js'
import { resetConnector, resetNamespace } from './namespaceConnections.js'
import { replaceView } from './navigation.js'

/** A connection lost while Account was on screen: Connect takes its place. */
function showConnectIfLost() {
  if (appStore.getState().open && appStore.getState().status !== 'connected') replaceView('Connect')
}

/**
 * A connector's account change in `namespace`: the first account valid there replaces the old one
 * everywhere (the host's snapshot, eth_accounts, balance and activity all follow it); none left
 * loses that namespace only. Another connector's events, or a namespace it does not hold, are ignored.
 */
export function accountsChanged(
  connectorId: string,
  namespace: ConnectedNamespace,
  accounts: readonly unknown[],
) {
  const state = appStore.getState()
  const active = namespace === namespaceOf(state.activeNetwork)
  const connection = keptConnections()[namespace]
  if (
    active
      ? state.status !== 'connected' || state.connectorId !== connectorId
      : connection?.connectorId !== connectorId
  )
    return
  const next = accounts.find((a) => adapterOf(namespace).isAddress(a)) as string | undefined
  if (!next) {
    resetNamespace(namespace)
    return showConnectIfLost()
  }
  if (!active) {
    if (connection)
      appStore.setState({
        connections: { ...keptConnections(), [namespace]: { ...connection, address: next } },
      })
    return
  }
  if (next === state.address) return
  appStore.setState({
    address: next,
    profileName: undefined,
    connections: connection
      ? { ...keptConnections(), [namespace]: { ...connection, address: next } }
      : state.connections,
  })
  void refreshBalance({ force: true })
  void import('./account.js').then((m) => {
    m.invalidateAccount()
    void m.loadIdentity()
  })
}

/** The wallet moved to another EVM chain itself; a namespace that is not the active one keeps its own. */
export function chainChanged(connectorId: string, namespace: ConnectedNamespace, chainId: number) {
  const { connectorId: live, status, activeNetwork } = appStore.getState()
  if (namespace !== 'eip155' || live !== connectorId || status !== 'connected') return
  if (namespace !== namespaceOf(activeNetwork)) return
  if (Number.isSafeInteger(chainId) && chainId > 0) applyWalletChain(chainId)
}

/** The wallet ended its session: the namespace named, or every namespace the connector served. */
export function disconnected(connectorId: string, namespace?: ConnectedNamespace) {
  if (namespace) {
    if (keptConnections()[namespace]?.connectorId !== connectorId) return
    resetNamespace(namespace)
  } else resetConnector(connectorId)
  showConnectIfLost()
}
