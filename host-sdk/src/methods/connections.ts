import type { ModalSnapshot, Network } from '@airlock/shared-protocol/host'
import { getAppKit } from '../state/instance.js'

export type Namespace = 'eip155' | 'solana'

/** AppKit's `Connection` of `useAppKitConnection(s)`, with the name and icon of `useAppKitConnections`. */
export interface AppKitConnection {
  name: string | undefined
  icon: string | undefined
  networkIcon: string | undefined
  connectorId: string
  accounts: { address: string; type: 'eoa' }[]
  caipNetwork: Network | undefined
}

export const ONE_CONNECTION =
  '[Airlock] The modal keeps one connection per namespace and switches wallets itself: call open() to let the visitor pick another'

/** The namespace's connection, from the last snapshot (the active one carries the wallet's name). */
export function connectionOf(
  snapshot: ModalSnapshot,
  namespace: Namespace | undefined,
): AppKitConnection | undefined {
  const ns = namespace ?? (snapshot.activeChain as Namespace | undefined)
  const account = ns && snapshot.namespaces?.[ns]
  if (!ns || !account) return undefined
  const active = ns === snapshot.activeChain
  const caipNetworkId = account.caipAddress.slice(0, account.caipAddress.lastIndexOf(':'))
  return {
    name: active ? snapshot.walletInfo?.name : undefined,
    icon: active ? snapshot.walletInfo?.icon : undefined,
    networkIcon: undefined,
    connectorId: (active && snapshot.connectorId) || ns,
    accounts: [{ address: account.address, type: 'eoa' }],
    caipNetwork: getAppKit()
      .getCaipNetworks()
      .find((n) => n.caipNetworkId === caipNetworkId),
  }
}

export interface UseAppKitConnectionProps {
  namespace?: Namespace
  onSuccess?: (params: {
    address: string
    namespace: Namespace
    hasSwitchedAccount: boolean
    hasSwitchedWallet: boolean
    hasDeletedWallet: boolean
  }) => void
  onError?: (error: Error) => void
}
