// `@airlock/host-sdk/solana/react`: AppKit's `@reown/appkit-adapter-solana/react`, the Solana entry and
// `useAppKitConnection()`, whose web3.js Connection comes from the app's own @solana/web3.js (a peer).
import type { Network } from '@airlock/shared-protocol/host'
import { Connection } from '@solana/web3.js'
import { useMemo } from 'react'
import { useHostView } from '../react/useAppKit.js'
import type { HostView } from '../state/hostState.js'
import { getAppKit } from '../state/instance.js'

export * from '../solana.js'

/** The RPC of the Solana network in use: the connected Solana account's, else the active one if Solana. */
function solanaRpc(view: HostView, networks: readonly Network[]): string | undefined {
  const caipAddress = view.snapshot.namespaces?.solana?.caipAddress
  const caipNetworkId = caipAddress
    ? caipAddress.slice(0, caipAddress.lastIndexOf(':'))
    : view.state.activeChain === 'solana'
      ? view.network.caipNetworkId
      : undefined
  return networks.find((n) => n.caipNetworkId === caipNetworkId)?.rpcUrls.default.http[0]
}

const connections = new Map<string, Connection>()

/**
 * AppKit's Solana `useAppKitConnection()`: `{ connection }`, a web3.js `Connection` to the RPC of the
 * Solana network in use (one per endpoint, kept across renders), undefined while there is none.
 */
export function useAppKitConnection(): { connection: Connection | undefined } {
  const networks = getAppKit().getCaipNetworks('solana')
  const rpc = useHostView((view) => solanaRpc(view, networks))
  return useMemo(() => {
    if (!rpc) return { connection: undefined }
    let connection = connections.get(rpc)
    if (!connection) {
      connection = new Connection(rpc, 'confirmed')
      connections.set(rpc, connection)
    }
    return { connection }
  }, [rpc])
}
