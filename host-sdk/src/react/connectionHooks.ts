import { useMemo } from 'react'
import {
  type AppKitConnection,
  connectionOf,
  type Namespace,
  ONE_CONNECTION,
  type UseAppKitConnectionProps,
} from '../methods/connections.js'
import { useHostView } from './useAppKit.js'

export type { AppKitConnection }

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
