import type { ModalSnapshot, Network } from '@airlock/shared-protocol/host'
import { useMemo } from 'react'
import { getAppKit } from '../state/instance.js'
import { useHostView } from './useAppKit.js'

type Namespace = 'eip155' | 'solana'

/** AppKit's `Connection` of `useAppKitConnection(s)`, with the name and icon of `useAppKitConnections`. */
export interface AppKitConnection {
  name: string | undefined
  icon: string | undefined
  networkIcon: string | undefined
  connectorId: string
  accounts: { address: string; type: 'eoa' }[]
  caipNetwork: Network | undefined
}

const ONE_CONNECTION =
  '[Airlock] The modal keeps one connection per namespace and switches wallets itself: call open() to let the visitor pick another'

/** The namespace's connection, from the last snapshot (the active one carries the wallet's name). */
function connectionOf(
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

/** Re-renders on a change of the namespace's connection only; the same object until then. */
function useConnection(namespace: Namespace | undefined) {
  const key = useHostView((view) => JSON.stringify(connectionOf(view.snapshot, namespace) ?? null))
  return useMemo(() => (JSON.parse(key) as AppKitConnection | null) ?? undefined, [key])
}

/** AppKit's multi-wallet list: Airlock's one connection of the namespace; no recent ones are kept on the page. */
export function useAppKitConnections(namespace?: Namespace) {
  const connection = useConnection(namespace)
  return useMemo(
    () => ({ connections: connection ? [connection] : [], recentConnections: [] as AppKitConnection[] }),
    [connection],
  )
}

interface UseAppKitConnectionProps {
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

/**
 * The namespace's connection, in AppKit's shape. Switching or deleting a connection from the page
 * cannot be done: the wallets are the modal's, isolated from the page; both fail with the reason
 * (given to `onError` as well).
 */
export function useAppKitConnection({ namespace, onError }: UseAppKitConnectionProps = {}) {
  const connection = useConnection(namespace)
  return useMemo(() => {
    const refuse = () => {
      const error = new Error(ONE_CONNECTION)
      onError?.(error)
      return error
    }
    return {
      connection,
      isPending: false,
      switchConnection: async (_params: {
        connection: AppKitConnection
        address?: string
      }): Promise<void> => {
        throw refuse()
      },
      deleteConnection: (_params: { address: string; connectorId: string }): void => {
        throw refuse()
      },
    }
  }, [connection, onError])
}
