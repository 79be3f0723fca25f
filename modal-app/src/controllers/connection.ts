import type { ViewName } from '@airlock/shared-protocol'
import type { ConnectOptions } from '../connectors/connector.js'
import { COINBASE_SDK_ID } from '../connectors/ids.js'
import { connectorTypeOf } from '../connectors/registry.js'
import type { Persisted } from '../lib/persistence.js'
import { appStore, type ConnectedNamespace } from '../stores/appStore.js'
import { keptConnections, namespaceOf } from '../stores/connections.js'
import {
  applyConnected,
  notifyConnected,
  refuseConnecting,
  resetConnection,
  showsUnsupportedChain,
  trackConnected,
} from './connectionState.js'
import { connectorFor } from './connectors.js'
import { resetNamespace } from './namespaceConnections.js'
import { closeModal, pushView, replaceView } from './navigation.js'
import { mayConnect } from './projectAccess.js'

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

let attempt = 0

/** A newer attempt (or a cancel) makes the one in progress moot: its outcome is dropped. */
export function cancelConnecting() {
  attempt++
}

/**
 * Connects with a connector: disconnected -> connecting -> connected (spec section 4). `view` is the
 * one showing the attempt; the connector may connect more than one namespace (a WalletConnect
 * session), the active namespace's account becoming the active one.
 */
export async function connectWith(
  connectorId: string,
  { view, wallet }: { view?: ViewName; wallet?: ConnectOptions['wallet'] } = {},
) {
  const mine = ++attempt
  const current = () => mine === attempt
  appStore.setState({ status: 'connecting', connectingWalletId: connectorId, connectError: undefined })
  if (view) pushView(view)
  if (!(await mayConnect())) return current() ? refuseConnecting() : undefined
  const namespace = namespaceForWallet(connectorId)
  try {
    const connector = await connectorFor(connectorId)
    const connected = await connector.connect(namespace, { wallet: wallet ?? null, current })
    if (!current()) return
    const active = applyConnected(connectorId, connected, namespaceOf(appStore.getState().activeNetwork))
    if (!active) throw new Error('The wallet returned no account')
    notifyConnected(active.address, active.namespace)
    const type = connectorTypeOf(connectorId, appStore.getState().wallets)
    trackConnected(type === 'WALLET_CONNECT' ? 'qrcode' : 'browser', appStore.getState().walletInfo?.name)
    if (showsUnsupportedChain(active.network)) return replaceView('UnsupportedChain')
    if (appStore.getState().open) replaceView('Account')
  } catch (error) {
    // Superseded, or ended by closing the modal: nothing to say.
    if (!current() || appStore.getState().status !== 'connecting') return
    appStore.setState({
      status: 'disconnected',
      wcUri: undefined,
      connectError: error instanceof Error ? error.message : String(error),
    })
  }
}

/** Connects a host browser wallet. */
export const connectWallet = (walletId: string) => connectWith(walletId, { view: 'ConnectingExternal' })

/**
 * On start with a stored connection (boot.ts found it, said reconnecting, and fetched this module
 * only then), each stored namespace's connector reads its connection back without a prompt. The
 * host's wallet list may arrive after the handshake, so a host wallet waits for it briefly. One
 * session serving both namespaces (WalletConnect) is restored once.
 */
export async function restoreConnection(
  persisted: Persisted,
  waitForWallet: (id: string) => Promise<boolean>,
) {
  // A stored session is not restored into a page the project does not allow (it stays stored).
  if (!(await mayConnect())) return appStore.setState({ status: 'disconnected' })
  // Coinbase's SDK restores its own session in the host page: its script is asked for first.
  if (persisted.connectorIds.eip155 === COINBASE_SDK_ID)
    void import('./hostScripts.js').then((m) => m.loadCoinbase(true))
  const restored = new Set<string>()
  for (const namespace of ['eip155', 'solana'] as const) {
    const connectorId = persisted.connectorIds[namespace]
    if (!connectorId) continue
    const connector = await connectorFor(connectorId).catch(() => undefined)
    if (connector?.sharedSession && restored.has(connectorId)) {
      if (!keptConnections()[namespace]) resetNamespace(namespace)
      continue
    }
    restored.add(connectorId)
    const connected = await connector?.restore(namespace, { waitForWallet }).catch(() => undefined)
    if (!connected?.accounts.length) {
      resetNamespace(namespace)
      continue
    }
    const active = applyConnected(
      connectorId,
      connected,
      persisted.activeNamespace === 'solana' ? 'solana' : 'eip155',
    )
    if (active) notifyConnected(active.address, active.namespace)
    if (!appStore.getState().open) closeModal()
  }
  if (appStore.getState().status === 'reconnecting') resetConnection()
}
