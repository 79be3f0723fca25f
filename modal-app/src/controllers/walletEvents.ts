import type { WalletEvent } from '@airlock/shared-protocol'
import { appStore } from '../stores/appStore.js'
import { refreshBalance } from './balance.js'
import { applyWalletChain, resetConnection } from './connection.js'
import { replaceView } from './navigation.js'

/** Events from the connected browser wallet, forwarded by the host. Others' events are ignored. */
export function handleWalletEvent({ walletId, event, data }: WalletEvent) {
  const { connectorId, status } = appStore.getState()
  if (walletId !== connectorId || status !== 'connected') return
  if (event === 'accountsChanged') {
    const next = Array.isArray(data) ? data.find((a): a is string => typeof a === 'string') : undefined
    if (!next) {
      resetConnection()
      if (appStore.getState().open) replaceView('Connect')
      return
    }
    appStore.setState({ address: next })
    void refreshBalance()
  } else if (event === 'chainChanged') {
    const chainId = typeof data === 'string' || typeof data === 'number' ? Number(data) : Number.NaN
    if (Number.isSafeInteger(chainId) && chainId > 0) applyWalletChain(chainId)
  } else if (event === 'disconnect') {
    resetConnection()
    if (appStore.getState().open) replaceView('Connect')
  }
}
