// `@airlock/host-sdk/solana/react`: AppKit's `@reown/appkit-adapter-solana/react`, the Solana entry and
// `useAppKitConnection()`, whose web3.js Connection comes from the app's own @solana/web3.js (a peer).
import type { Connection } from '@solana/web3.js'
import { useMemo } from 'react'
import { useHostView } from '../react/useAppKit.js'
import { getAppKit } from '../state/instance.js'
import { connectionTo, solanaRpc } from './solanaConnection.js'

export * from '../solana.js'

/**
 * AppKit's Solana `useAppKitConnection()`: `{ connection }`, a web3.js `Connection` to the RPC of the
 * Solana network in use (one per endpoint, kept across renders), undefined while there is none.
 */
export function useAppKitConnection(): { connection: Connection | undefined } {
  const networks = getAppKit().getCaipNetworks('solana')
  const rpc = useHostView((view) => solanaRpc(view, networks))
  return useMemo(() => ({ connection: rpc ? connectionTo(rpc) : undefined }), [rpc])
}
