// `@airlock/host-sdk/solana/vue`: AppKit's `@reown/appkit-adapter-solana/vue`, the Solana entry and
// `useAppKitConnection()`, whose web3.js Connection comes from the app's own @solana/web3.js (a peer).
import type { Connection } from '@solana/web3.js'
import { getAppKit } from '../state/instance.js'
import { hostRef } from '../vue/hostRef.js'
import { connectionTo, solanaRpc } from './solanaConnection.js'

export * from '../solana.js'

/**
 * AppKit's Solana `useAppKitConnection()` for Vue: `{ connection }`, a web3.js `Connection` to the RPC
 * of the Solana network in use, undefined while there is none. `connection` is read through a ref, so
 * a template or `computed` that reads it follows the network (AppKit's gives the value at the call).
 */
export function useAppKitConnection(): { readonly connection: Connection | undefined } {
  const networks = getAppKit().getCaipNetworks('solana')
  const rpc = hostRef((view) => solanaRpc(view, networks))
  return {
    get connection() {
      return rpc.value ? connectionTo(rpc.value) : undefined
    },
  }
}
