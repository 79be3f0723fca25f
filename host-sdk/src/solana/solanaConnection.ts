import type { Network } from '@airlock/shared-protocol/host'
import { Connection } from '@solana/web3.js'
import type { HostView } from '../state/hostState.js'

/** The RPC of the Solana network in use: the connected Solana account's, else the active one if Solana. */
export function solanaRpc(view: HostView, networks: readonly Network[]): string | undefined {
  const caipAddress = view.snapshot.namespaces?.solana?.caipAddress
  const caipNetworkId = caipAddress
    ? caipAddress.slice(0, caipAddress.lastIndexOf(':'))
    : view.state.activeChain === 'solana'
      ? view.network.caipNetworkId
      : undefined
  return networks.find((n) => n.caipNetworkId === caipNetworkId)?.rpcUrls.default.http[0]
}

const connections = new Map<string, Connection>()

/** A web3.js `Connection` to `rpc` (the app's own @solana/web3.js), one per endpoint for the page's life. */
export function connectionTo(rpc: string): Connection {
  let connection = connections.get(rpc)
  if (!connection) {
    connection = new Connection(rpc, 'confirmed')
    connections.set(rpc, connection)
  }
  return connection
}
