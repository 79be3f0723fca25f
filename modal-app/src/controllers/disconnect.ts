import type { RpcResult } from '@airlock/shared-protocol'
import { track } from '../api/analytics.js'
import { EMBEDDED_ID, loadEmbedded } from '../embedded/embeddedId.js'
import { appStore, type ConnectedNamespace } from '../stores/appStore.js'
import { keptConnections, resetConnection, WALLET_CONNECT_ID } from './connection.js'
import { walletRequest } from './hostBridge.js'
import { resetNamespace } from './namespaceConnections.js'
import { replaceView } from './navigation.js'

/**
 * Spec section 4: resets account and network data and forgets the connectors, of every namespace or
 * of the one named (a dApp's Solana provider disconnecting); the wallets are told best-effort.
 */
export async function disconnect(namespace?: ConnectedNamespace): Promise<RpcResult> {
  const targets = Object.entries(keptConnections())
    .filter(([n]) => !namespace || n === namespace)
    .map(([n, connection]) => [n, connection.connectorId] as const)
  // A connector whose session is still being restored has no entry yet: it is told too.
  const live = appStore.getState().connectorId
  if (!targets.length && live && !namespace) targets.push(['eip155', live])
  let walletConnectEnded = false
  for (const [n, connectorId] of targets) {
    if (connectorId === WALLET_CONNECT_ID) {
      // One session serves both namespaces: it ends only when all of them go.
      if (walletConnectEnded || (namespace && otherNamespaceUses(connectorId, namespace))) continue
      walletConnectEnded = true
      const { disconnectWalletConnect } = await import('./walletConnect.js')
      await disconnectWalletConnect()
    } else if (connectorId === EMBEDDED_ID) {
      await (await loadEmbedded()).signOutEmbedded()
    } else if (n === 'solana') {
      void walletRequest(connectorId, 'standard:disconnect', undefined, 'solana')
    } else void walletRequest(connectorId, 'wallet_revokePermissions', [{ eth_accounts: {} }])
  }
  if (namespace) resetNamespace(namespace)
  else resetConnection()
  track('DISCONNECT_SUCCESS')
  if (appStore.getState().open && appStore.getState().status !== 'connected') replaceView('Connect')
  return { ok: true, result: null }
}

function otherNamespaceUses(connectorId: string, namespace: ConnectedNamespace) {
  return Object.entries(keptConnections()).some(([n, c]) => n !== namespace && c?.connectorId === connectorId)
}
