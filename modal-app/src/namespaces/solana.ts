import { isSolanaAddress } from '@airlock/shared-protocol'
import { appStore } from '../stores/appStore.js'
import { isUnsupported } from '../stores/connections.js'
import type { NamespaceAdapter } from './namespace.js'

export const solana: NamespaceAdapter = {
  namespace: 'solana',
  isAddress: (value): value is string => isSolanaAddress(value),
  /** The active network when it is Solana's, else the app's first Solana network. */
  startNetwork() {
    const { networks, activeNetwork } = appStore.getState()
    return activeNetwork?.chainNamespace === 'solana' && !isUnsupported(activeNetwork)
      ? activeNetwork
      : networks.find((n) => n.chainNamespace === 'solana')
  },
  async readBalance(network, address) {
    // Lamports from the network's node, through the cloud's proxy like EVM's.
    const [{ getBalance }, { solanaRpc }] = await Promise.all([
      import('../solana/solanaReads.js'),
      import('../solana/solanaRpc.js'),
    ])
    return getBalance(solanaRpc(network), address)
  },
}
