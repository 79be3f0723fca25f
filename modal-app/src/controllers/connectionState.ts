import type { Network } from '@airlock/shared-protocol'
import { track } from '../api/analytics.js'
import type { Connected } from '../connectors/connector.js'
import { loadPersisted, type RecentWallet, savePersisted, unsupportedNetwork } from '../lib/persistence.js'
import { appStore, type ConnectedNamespace } from '../stores/appStore.js'
import {
  isUnsupported,
  keptConnections,
  markAccountType,
  namespaceOf,
  networkForChain,
  walletInfoOf,
} from '../stores/connections.js'
import { replaceView } from './navigation.js'

// The balance reader (and viem behind it) is fetched once there is an account to read, not at boot.
const refreshBalance = () => void import('./balance.js').then((m) => m.refreshBalance())

type ConnectListener = (address: string, namespace: ConnectedNamespace) => void
const connectListeners = new Set<ConnectListener>()
export function onConnected(listener: ConnectListener) {
  connectListeners.add(listener)
  return () => connectListeners.delete(listener)
}

export function notifyConnected(address: string, namespace: ConnectedNamespace = 'eip155') {
  for (const listener of [...connectListeners]) listener(address, namespace)
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

/** Keeps a connection of a namespace that is not the active one (its wallet serves both). */
export function keepConnection(connectorId: string, account: Connected['accounts'][number]) {
  const namespace = namespaceOf(account.network)
  const wallet = appStore.getState().wallets.find((w) => w.id === connectorId)
  const info = account.walletInfo ?? (wallet && walletInfoOf(wallet))
  appStore.setState({
    connections: {
      ...keptConnections(),
      [namespace]: {
        address: account.address,
        connectorId,
        walletInfo: info,
        network: account.network,
        ...(account.accountType ? { accountType: account.accountType } : {}),
      },
    },
  })
  const persisted = loadPersisted()
  savePersisted({
    connectorIds: { ...persisted.connectorIds, [namespace]: connectorId },
    connectedNamespaces: [...new Set([...persisted.connectedNamespaces, namespace])],
    connectionStatus: 'connected',
  })
}

/**
 * A connector's accounts become the visitor's connection: the one in `activeNamespace` (else, with
 * nothing connected yet, the first) is the active one; the others are kept beside it. Answers the
 * account made active.
 */
export function applyConnected(
  connectorId: string,
  { accounts, recent }: Connected,
  activeNamespace: ConnectedNamespace,
) {
  const active =
    accounts.find((a) => a.namespace === activeNamespace) ??
    (appStore.getState().status !== 'connected' ? accounts[0] : undefined)
  for (const account of accounts) if (account !== active) keepConnection(connectorId, account)
  if (!active) return undefined
  setConnected(connectorId, active.address, active.network, active.walletInfo, recent)
  if (active.accountType && active.namespace === 'eip155') markAccountType(connectorId, active.accountType)
  return active
}

/** CONNECT_SUCCESS is sent for new connections only, not for a restored session. */
export function trackConnected(method: 'browser' | 'qrcode', name: string | undefined) {
  track('CONNECT_SUCCESS', { method, name })
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
