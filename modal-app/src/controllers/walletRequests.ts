import type { Network, RpcResult } from '@airlock/shared-protocol'
import { appStore } from '../stores/appStore.js'
import { namespaceOf } from '../stores/connections.js'
import { refreshBalance } from './balance.js'
import { connectorFor } from './connectors.js'

/** Sends a request to the connected wallet through its connector, on `network` (by default the active one). */
export async function requestConnectedWallet(
  connectorId: string,
  method: string,
  params: unknown[] | Record<string, unknown> | undefined,
  network: Network | undefined = appStore.getState().activeNetwork,
): Promise<RpcResult> {
  const namespace = namespaceOf(network)
  const result = await connectorFor(connectorId).then(
    (connector) => connector.request({ method, params, network, namespace }),
    (): RpcResult => ({ ok: false, error: { code: -32603, message: 'The wallet could not be loaded' } }),
  )
  if (result.ok && method === 'eth_sendTransaction') void refreshBalance({ force: true })
  return result
}
