import { isSolanaAddress, type WalletEvent } from '@airlock/shared-protocol'
import { appStore, type ConnectedNamespace } from '../stores/appStore.js'
import { refreshBalance } from './balance.js'
import { applyWalletChain, keptConnections, namespaceOf } from './connection.js'
import { resetNamespace } from './namespaceConnections.js'
import { replaceView } from './navigation.js'

/**
 * A connected namespace that is not the active one: its wallet's account change is kept, its loss
 * (no account left, or a disconnect) forgets that namespace only.
 */
function handleKeptEvent(namespace: ConnectedNamespace, event: WalletEvent['event'], data: unknown) {
  const connection = keptConnections()[namespace]
  if (!connection || event === 'chainChanged') return
  const next = Array.isArray(data)
    ? data.find((a): a is string => typeof a === 'string' && (namespace !== 'solana' || isSolanaAddress(a)))
    : undefined
  if (event === 'disconnect' || !next) return resetNamespace(namespace)
  appStore.setState({ connections: { ...keptConnections(), [namespace]: { ...connection, address: next } } })
}

/** Events from the connected browser wallet, forwarded by the host. Others' events are ignored. */
export function handleWalletEvent({ walletId, event, data, namespace: eventNamespace }: WalletEvent) {
  const { connectorId, status, activeNetwork, connections } = appStore.getState()
  const namespace = eventNamespace === 'solana' ? 'solana' : 'eip155'
  if (connections[namespace]?.connectorId === walletId && namespace !== namespaceOf(activeNetwork))
    return handleKeptEvent(namespace, event, data)
  if (walletId !== connectorId || status !== 'connected' || namespace !== namespaceOf(activeNetwork)) return
  if (namespace === 'solana' && event === 'chainChanged') return
  if (event === 'accountsChanged') {
    const next = Array.isArray(data)
      ? data.find((a): a is string => typeof a === 'string' && (namespace !== 'solana' || isSolanaAddress(a)))
      : undefined
    if (!next) {
      resetNamespace(namespace)
      if (appStore.getState().open && appStore.getState().status !== 'connected') replaceView('Connect')
      return
    }
    appStore.setState({ address: next })
    void refreshBalance()
  } else if (event === 'chainChanged') {
    const chainId = typeof data === 'string' || typeof data === 'number' ? Number(data) : Number.NaN
    if (Number.isSafeInteger(chainId) && chainId > 0) applyWalletChain(chainId)
  } else if (event === 'disconnect') {
    resetNamespace(namespace)
    if (appStore.getState().open && appStore.getState().status !== 'connected') replaceView('Connect')
  }
}
