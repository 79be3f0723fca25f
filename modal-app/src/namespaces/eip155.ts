import { isEvmAddress } from '@airlock/shared-protocol'
import { appStore } from '../stores/appStore.js'
import { isUnsupported } from '../stores/connections.js'
import type { NamespaceAdapter } from './namespace.js'

export const eip155: NamespaceAdapter = {
  namespace: 'eip155',
  isAddress: (value): value is string => typeof value === 'string' && isEvmAddress(value),
  startNetwork() {
    const { networks, activeNetwork } = appStore.getState()
    return activeNetwork?.chainNamespace === 'eip155' && !isUnsupported(activeNetwork)
      ? activeNetwork
      : networks.find((n) => n.chainNamespace === 'eip155')
  },
  async readBalance(network, address) {
    const { getBalance, rpcClient } = await import('../lib/rpcClient.js')
    return getBalance(rpcClient(network), { address: address as `0x${string}` })
  },
}
