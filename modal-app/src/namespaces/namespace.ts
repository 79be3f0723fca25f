import type { Network } from '@airlock/shared-protocol'
import type { ConnectedNamespace } from '../stores/appStore.js'

/**
 * What differs between chain namespaces for the modal's core (eip155, solana; bip122 and polkadot
 * would add theirs): how an account looks, where a connection starts, how its native balance is read.
 */
export interface NamespaceAdapter {
  readonly namespace: ConnectedNamespace
  /** An account string a wallet reports in this namespace. */
  isAddress(value: unknown): value is string
  /** The network a new connection in this namespace starts on, if the app lists one. */
  startNetwork(): Network | undefined
  /** The native balance (the chain client loads with the first read, not with the modal). */
  readBalance(network: Network, address: string): Promise<bigint>
}
