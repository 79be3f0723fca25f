import type { Network, RpcResult } from '@airlock/shared-protocol'
import { track } from '../api/analytics.js'
import { EMBEDDED_ID, loadEmbedded } from '../embedded/embeddedId.js'
import { toHexChainId } from '../lib/format.js'
import {
  loadPersisted,
  type Persisted,
  type RecentWallet,
  savePersisted,
  unsupportedNetwork,
} from '../lib/persistence.js'
import type { AppState } from '../stores/appStore.js'
import { appStore, type ConnectedNamespace } from '../stores/appStore.js'
import { walletRequest } from './hostBridge.js'
import { closeModal, pushView, replaceView } from './navigation.js'
import { mayConnect } from './projectAccess.js'

// The balance reader (and viem behind it) is fetched once there is an account to read, not at boot.
const refreshBalance = () => void import('./balance.js').then((m) => m.refreshBalance())

export const WALLET_CONNECT_ID = 'walletConnect'

/** Chain-switch errors after which the wallet is asked to add the chain first (spec section 4). */
const ADD_CHAIN_CODES = new Set([4902, 5000, 32603, -32603])

type ConnectListener = (address: string, namespace: ConnectedNamespace) => void
const connectListeners = new Set<ConnectListener>()
export function onConnected(listener: ConnectListener) {
  connectListeners.add(listener)
  return () => connectListeners.delete(listener)
}

export function notifyConnected(address: string, namespace: ConnectedNamespace = 'eip155') {
  for (const listener of [...connectListeners]) listener(address, namespace)
}

export function networkForChain(chainId: number): Network | undefined {
  return appStore.getState().networks.find((n) => n.chainNamespace === 'eip155' && n.id === chainId)
}

export function isUnsupported(network: Network | undefined) {
  return !network || !appStore.getState().networks.some((n) => n.caipNetworkId === network.caipNetworkId)
}

/** Spec section 4: UnsupportedChain, unless switching is off, unsupported chains are allowed or WalletConnect-only. */
export function showsUnsupportedChain(network: Network | undefined) {
  const { options } = appStore.getState()
  return (
    isUnsupported(network) &&
    options?.enableNetworkSwitch !== false &&
    !options?.allowUnsupportedChain &&
    !options?.universalProviderMode
  )
}

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

/** Spec section 3: the two most recent wallets, newest first. */
export const RECENT_WALLETS_KEPT = 2

/**
 * `recent` names the wallet to remember: by default the host's browser wallet; WalletConnect passes
 * the directory wallet it paired with, or null when it paired by bare QR code or restored a session.
 */
export function setConnected(
  walletId: string,
  address: string,
  network: Network,
  info?: { name: string; icon?: string },
  recent?: RecentWallet | null,
) {
  const wallet =
    appStore.getState().wallets.find((w) => w.id === walletId) ??
    (info ? { id: walletId, ...info } : undefined)
  const remembered = recent === undefined ? (wallet ? { id: wallet.id, name: wallet.name } : null) : recent
  const recentWallets = remembered
    ? [remembered, ...appStore.getState().recentWallets.filter((w) => w.id !== remembered.id)].slice(
        0,
        RECENT_WALLETS_KEPT,
      )
    : appStore.getState().recentWallets
  const sameAccount = appStore.getState().address === address
  const walletInfo = wallet && walletInfoOf(wallet)
  const namespace = namespaceOf(network)
  appStore.setState({
    status: 'connected',
    address,
    connectorId: walletId,
    ...(sameAccount ? {} : { profileName: undefined }),
    walletInfo,
    activeNetwork: network,
    connectingWalletId: undefined,
    connectError: undefined,
    recentWallets,
    connections: {
      ...keptConnections(),
      [namespace]: { address, connectorId: walletId, walletInfo, network },
    },
  })
  // The account's name, for the host (profileName) and Account's header.
  void import('./account.js').then((m) => m.loadIdentity())
  const persisted = loadPersisted()
  savePersisted({
    activeNamespace: namespace,
    activeNetworkId: network.caipNetworkId,
    connectorIds: { ...persisted.connectorIds, [namespace]: walletId },
    connectedNamespaces: [...new Set([...persisted.connectedNamespaces, namespace])],
    connectionStatus: 'connected',
    recentWallets,
  })
  refreshBalance()
}

/** What the host is told of the connected wallet: its name and icon. */
export const walletInfoOf = (wallet: { name: string; icon?: string | undefined }) => ({
  name: wallet.name,
  ...(wallet.icon ? { icon: wallet.icon } : {}),
})

/** EVM unless the network is Solana's: the namespaces a visitor can be connected in. */
export const namespaceOf = (network: Network | undefined): ConnectedNamespace =>
  network?.chainNamespace === 'solana' ? 'solana' : 'eip155'

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
      address: state.address,
      connectorId: state.connectorId,
      walletInfo: state.walletInfo,
      network: state.activeNetwork,
    },
  }
}

/** CONNECT_SUCCESS is sent for new connections only, not for a restored session. */
function trackConnected(method: 'browser' | 'qrcode', name: string | undefined) {
  track('CONNECT_SUCCESS', { method, name })
}

export { trackConnected }

export function declined(result: Extract<RpcResult, { ok: false }>) {
  return result.error.code === 4001 ? 'Connection declined' : result.error.message
}

/**
 * The namespace a host wallet connects in: the active one when it offers it, else the first it
 * offers that the app has networks for (a Solana-only wallet picked while on an EVM network).
 */
export function namespaceForWallet(walletId: string): ConnectedNamespace {
  const { wallets, networks, activeNetwork } = appStore.getState()
  const offered = wallets.find((w) => w.id === walletId)?.namespaces ?? ['eip155']
  const active = namespaceOf(activeNetwork)
  if (offered.includes(active)) return active
  return offered.find((n) => networks.some((network) => network.chainNamespace === n)) ?? 'eip155'
}

/** Connects a host browser wallet: disconnected -> connecting -> connected. */
export async function connectWallet(walletId: string) {
  appStore.setState({ status: 'connecting', connectingWalletId: walletId, connectError: undefined })
  pushView('ConnectingExternal')
  if (!(await mayConnect())) return refuseConnecting()
  if (namespaceForWallet(walletId) === 'solana')
    return (await import('../connectors/solana/connectSolana.js')).connectSolanaWallet(walletId)
  const accounts = await walletRequest(walletId, 'eth_requestAccounts')
  const address = accounts.ok && Array.isArray(accounts.result) ? accounts.result[0] : undefined
  if (!accounts.ok || typeof address !== 'string') {
    appStore.setState({
      status: 'disconnected',
      connectError: accounts.ok ? 'The wallet returned no account' : declined(accounts),
    })
    return
  }
  const chain = await walletRequest(walletId, 'eth_chainId')
  let network = chain.ok ? networkForChain(Number(chain.result)) : undefined
  const { activeNetwork, options } = appStore.getState()
  // enableNetworkSwitch: false leaves the wallet on its chain: nothing is switched on the app's behalf.
  if (!network && activeNetwork && !isUnsupported(activeNetwork) && options?.enableNetworkSwitch !== false) {
    const switched = await switchWalletChain(walletId, activeNetwork)
    if (switched.ok) network = activeNetwork
  }
  const connectedNetwork = network ?? unsupportedNetwork(`eip155:${chain.ok ? Number(chain.result) : 0}`)
  setConnected(walletId, address, connectedNetwork)
  notifyConnected(address)
  trackConnected('browser', appStore.getState().walletInfo?.name)
  if (showsUnsupportedChain(network)) return replaceView('UnsupportedChain')
  if (!appStore.getState().open) return
  replaceView('Account')
}

/** Spec section 8's alert title, shown where the connection would have been. */
export const PROJECT_REFUSED = 'Invalid App Configuration'

/** The project refused this page (the alert is on screen): nothing connects. */
export function refuseConnecting() {
  appStore.setState({ status: 'disconnected', connectError: PROJECT_REFUSED })
}

/** Spec section 4: resets the account and network data of every namespace. */
export function resetConnection() {
  const { networks, options } = appStore.getState()
  appStore.setState({
    connections: {},
    status: 'disconnected',
    address: undefined,
    connectorId: undefined,
    walletInfo: undefined,
    balance: undefined,
    balanceError: undefined,
    balanceLoading: false,
    connectingWalletId: undefined,
    profileName: undefined,
    activeNetwork: networks.find((n) => n.caipNetworkId === options?.defaultNetworkId) ?? networks[0],
  })
  savePersisted({ connectorIds: {}, connectedNamespaces: [], connectionStatus: 'disconnected' })
}

/** The network to use: the wallet's chain when we list it, else the unsupported placeholder. */
export function applyWalletChain(chainId: number) {
  const network = networkForChain(chainId) ?? unsupportedNetwork(`eip155:${chainId}`)
  appStore.setState({ activeNetwork: network })
  savePersisted({ activeNetworkId: network.caipNetworkId })
  refreshBalance()
  if (showsUnsupportedChain(network)) {
    const { open } = appStore.getState()
    replaceView('UnsupportedChain')
    if (!open) appStore.setState({ open: true })
  }
}

/**
 * On start with a stored connection (boot.ts found it, said reconnecting, and fetched this module
 * only then), ask the stored wallet for its accounts without a prompt (eth_accounts). The host's
 * wallet list may arrive after the handshake, so wait for it briefly.
 */
export async function restoreConnection(
  persisted: Persisted,
  waitForWallet: (id: string) => Promise<boolean>,
) {
  const walletId = persisted.connectorIds.eip155
  const solanaId = persisted.connectorIds.solana
  // A stored session is not restored into a page the project does not allow (it stays stored).
  if (!(await mayConnect())) return appStore.setState({ status: 'disconnected' })
  if (walletId) await restoreEvm(walletId, waitForWallet)
  // One WalletConnect session serves both namespaces: restored once, above, when EVM used it too.
  if (solanaId && !(solanaId === WALLET_CONNECT_ID && walletId === WALLET_CONNECT_ID)) {
    const { restoreSolana } = await import('../connectors/solana/restoreSolana.js')
    await restoreSolana(solanaId, persisted.activeNamespace === 'solana', waitForWallet)
  }
  if (appStore.getState().status === 'reconnecting') resetConnection()
}

/** A stored EVM wallet that is gone: only its namespace is forgotten (a Solana one may restore). */
async function resetEvm() {
  ;(await import('./namespaceConnections.js')).resetNamespace('eip155')
}

async function restoreEvm(walletId: string, waitForWallet: (id: string) => Promise<boolean>) {
  const persisted = loadPersisted()
  if (walletId === WALLET_CONNECT_ID) {
    const { restoreWalletConnect } = await import('./walletConnect.js')
    return restoreWalletConnect()
  }
  if (walletId === EMBEDDED_ID) return (await loadEmbedded()).restoreEmbedded()
  if (!(await waitForWallet(walletId))) return resetEvm()
  const accounts = await walletRequest(walletId, 'eth_accounts')
  const address = accounts.ok && Array.isArray(accounts.result) ? accounts.result[0] : undefined
  if (typeof address !== 'string') return resetEvm()
  const chain = await walletRequest(walletId, 'eth_chainId')
  // The last network is the EVM one only when EVM was the active namespace.
  const stored = persisted.activeNetworkId?.startsWith('eip155:') ? persisted.activeNetworkId : undefined
  const network =
    (chain.ok ? networkForChain(Number(chain.result)) : undefined) ??
    (stored
      ? (appStore.getState().networks.find((n) => n.caipNetworkId === stored) ?? unsupportedNetwork(stored))
      : undefined) ??
    unsupportedNetwork(`eip155:${chain.ok ? Number(chain.result) : 0}`)
  setConnected(walletId, address, network)
  if (!appStore.getState().open) closeModal()
}
