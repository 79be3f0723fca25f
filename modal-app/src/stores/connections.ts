import type { AccountType, Network } from '@airlock/shared-protocol'
import { type AppState, appStore, type ConnectedNamespace } from './appStore.js'

/** EVM unless the network is Solana's: the namespaces a visitor can be connected in. */
export const namespaceOf = (network: Network | undefined): ConnectedNamespace =>
  network?.chainNamespace === 'solana' ? 'solana' : 'eip155'

export function networkForChain(chainId: number): Network | undefined {
  return appStore.getState().networks.find((n) => n.chainNamespace === 'eip155' && n.id === chainId)
}

export function isUnsupported(network: Network | undefined) {
  return !network || !appStore.getState().networks.some((n) => n.caipNetworkId === network.caipNetworkId)
}

/** What the host is told of the connected wallet: its name and icon. */
export const walletInfoOf = (wallet: { name: string; icon?: string | undefined }) => ({
  name: wallet.name,
  ...(wallet.icon ? { icon: wallet.icon } : {}),
})

/**
 * The connections with the active namespace's brought up to date from the live fields (an account
 * change reaches those only), before another namespace becomes active or is connected beside it.
 */
export function keptConnections(): AppState['connections'] {
  const state = appStore.getState()
  const namespace = namespaceOf(state.activeNetwork)
  if (state.status !== 'connected' || !state.address || !state.connectorId || !state.activeNetwork)
    return state.connections
  return {
    ...state.connections,
    [namespace]: {
      // What else the connector said of it (its account type) stays while the connector does.
      ...(state.connections[namespace]?.connectorId === state.connectorId
        ? state.connections[namespace]
        : {}),
      address: state.address,
      connectorId: state.connectorId,
      walletInfo: state.walletInfo,
      network: state.activeNetwork,
    },
  }
}

/** A connector's EVM account type, which the host reads with the account (AppKit's allAccounts). */
export function markAccountType(connectorId: string, type: AccountType) {
  const { connections } = appStore.getState()
  const evm = connections.eip155
  if (evm?.connectorId !== connectorId || evm.accountType === type) return
  appStore.setState({ connections: { ...connections, eip155: { ...evm, accountType: type } } })
}
