import type { Network, RpcResult } from '@airlock/shared-protocol'
import { toHexChainId } from '../../lib/format.js'
import { walletRequest } from '../../lib/hostBridge.js'
import { loadPersisted, unsupportedNetwork } from '../../lib/persistence.js'
import { appStore } from '../../stores/appStore.js'
import { isUnsupported, networkForChain } from '../../stores/connections.js'
import { type Connected, ConnectorError, declinedText, refusals } from '../connector.js'

/** Chain-switch errors after which the wallet is asked to add the chain first (spec section 4). */
const ADD_CHAIN_CODES = new Set([4902, 5000, 32603, -32603])

/** Asks the wallet to switch to `network`, adding the chain first when the wallet does not know it. */
export async function switchWalletChain(walletId: string, network: Network): Promise<RpcResult> {
  const chainId = toHexChainId(Number(network.id))
  const switched = await walletRequest(walletId, 'wallet_switchEthereumChain', [{ chainId }])
  if (switched.ok || !ADD_CHAIN_CODES.has(switched.error.code)) return switched
  const added = await walletRequest(walletId, 'wallet_addEthereumChain', [
    {
      chainId,
      chainName: network.name,
      nativeCurrency: network.nativeCurrency,
      rpcUrls: network.rpcUrls.default.http,
      ...(network.blockExplorers ? { blockExplorerUrls: [network.blockExplorers.default.url] } : {}),
    },
  ])
  if (!added.ok) return added
  return walletRequest(walletId, 'wallet_switchEthereumChain', [{ chainId }])
}

const firstAccount = (answer: RpcResult) =>
  answer.ok && Array.isArray(answer.result) && typeof answer.result[0] === 'string'
    ? answer.result[0]
    : undefined

/**
 * EIP-1193 connect: the wallet's account and chain; a chain the app does not list is switched to the
 * app's active network unless the app turned network switching off.
 */
export async function connectEvm(walletId: string): Promise<Connected> {
  const accounts = await walletRequest(walletId, 'eth_requestAccounts')
  const address = firstAccount(accounts)
  if (!accounts.ok) throw new ConnectorError(declinedText(accounts.error), accounts.error.code)
  if (!address) throw new ConnectorError(refusals.noAccount)
  const chain = await walletRequest(walletId, 'eth_chainId')
  let network = chain.ok ? networkForChain(Number(chain.result)) : undefined
  const { activeNetwork, options } = appStore.getState()
  // enableNetworkSwitch: false leaves the wallet on its chain: nothing is switched on the app's behalf.
  if (!network && activeNetwork && !isUnsupported(activeNetwork) && options?.enableNetworkSwitch !== false) {
    const switched = await switchWalletChain(walletId, activeNetwork)
    if (switched.ok) network = activeNetwork
  }
  const connected = network ?? unsupportedNetwork(`eip155:${chain.ok ? Number(chain.result) : 0}`)
  return { accounts: [{ namespace: 'eip155', address, network: connected }] }
}

/** The authorized account without a prompt (eth_accounts), on the wallet's chain or the last one used. */
export async function restoreEvm(walletId: string): Promise<Connected | undefined> {
  const address = firstAccount(await walletRequest(walletId, 'eth_accounts'))
  if (!address) return undefined
  const chain = await walletRequest(walletId, 'eth_chainId')
  // The last network is the EVM one only when EVM was the active namespace.
  const persisted = loadPersisted().activeNetworkId
  const stored = persisted?.startsWith('eip155:') ? persisted : undefined
  const network =
    (chain.ok ? networkForChain(Number(chain.result)) : undefined) ??
    (stored
      ? (appStore.getState().networks.find((n) => n.caipNetworkId === stored) ?? unsupportedNetwork(stored))
      : undefined) ??
    unsupportedNetwork(`eip155:${chain.ok ? Number(chain.result) : 0}`)
  return { accounts: [{ namespace: 'eip155', address, network }] }
}
