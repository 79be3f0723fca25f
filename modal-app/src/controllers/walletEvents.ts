import type { WalletEvent } from '@airlock/shared-protocol'
import { accountsChanged, chainChanged, disconnected } from './connectorEvents.js'

/** Events from a host browser wallet, forwarded by the host: its connector's events. */
export function handleWalletEvent({ walletId, event, data, namespace: eventNamespace }: WalletEvent) {
  const namespace = eventNamespace === 'solana' ? 'solana' : 'eip155'
  if (event === 'accountsChanged')
    return accountsChanged(walletId, namespace, Array.isArray(data) ? data : [])
  if (event === 'chainChanged') {
    const chainId = typeof data === 'string' || typeof data === 'number' ? Number(data) : Number.NaN
    return chainChanged(walletId, namespace, chainId)
  }
  if (event === 'disconnect') return disconnected(walletId, namespace)
}
