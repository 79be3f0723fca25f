import type { Network } from '@airlock/shared-protocol'
import { appStore } from '../../stores/appStore.js'

/** The network balances are read on: the active one when it is EVM, else the app's first EVM network. */
export function ledgerNetwork(): Network | undefined {
  const { activeNetwork, networks } = appStore.getState()
  return activeNetwork?.chainNamespace === 'eip155'
    ? activeNetwork
    : networks.find((n) => n.chainNamespace === 'eip155')
}
