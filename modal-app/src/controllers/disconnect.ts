import type { RpcResult } from '@airlock/shared-protocol'
import { track } from '../api/analytics.js'
import { appStore, type ConnectedNamespace } from '../stores/appStore.js'
import { keptConnections } from '../stores/connections.js'
import { resetConnection } from './connectionState.js'
import { connectorFor } from './connectors.js'
import { resetNamespace } from './namespaceConnections.js'
import { replaceView } from './navigation.js'

/**
 * Spec section 4: resets account and network data and forgets the connectors, of every namespace or
 * of the one named (a dApp's Solana provider disconnecting); the wallets are told best-effort. A
 * session serving several namespaces (WalletConnect, the embedded wallet) ends when the last goes.
 */
export async function disconnect(namespace?: ConnectedNamespace): Promise<RpcResult> {
  const targets = Object.entries(keptConnections())
    .filter(([n]) => !namespace || n === namespace)
    .map(([n, connection]) => [n as ConnectedNamespace, connection.connectorId] as const)
  // A connector whose session is still being restored has no entry yet: it is told too.
  const live = appStore.getState().connectorId
  if (!targets.length && live && !namespace) targets.push(['eip155', live])
  const ended = new Set<string>()
  for (const [n, connectorId] of targets) {
    const connector = await connectorFor(connectorId).catch(() => undefined)
    if (!connector) continue
    if (connector.sharedSession) {
      if (ended.has(connectorId) || (namespace && otherNamespaceUses(connectorId, namespace))) continue
      ended.add(connectorId)
    }
    await connector.disconnect(n)
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
