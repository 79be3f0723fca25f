import type {
  AccountType,
  ConnectionStatus,
  HostWallet,
  ModalOptions,
  ModalSnapshot,
  Network,
  ThemeMode,
  ThemeVariables,
  ViewName,
} from '@airlock/shared-protocol'
import type { Locale } from '@airlock/shared-protocol/i18n'
import { createStore } from 'zustand/vanilla'
import { networkImageUrl } from '../lib/networkImageUrl.js'
import type { RecentWallet } from '../lib/persistence.js'
import { systemThemeMode } from '../lib/theme.js'

export interface WalletLinks {
  id: string
  name: string
  icon?: string | undefined
  mobile_link?: string | null | undefined
  desktop_link?: string | null | undefined
  webapp_link?: string | null | undefined
  /** Where a visitor without the wallet gets it ("Don't have X? Get"). */
  homepage?: string | null | undefined
}

export interface Balance {
  formatted: string
  symbol: string
  /** When it was read (ms): an old one is shown as possibly out of date. */
  at: number
  /** The network and address it belongs to: a balance is never shown for another. */
  key: string
}

/** The namespaces a visitor can be connected in at once (spec section 4: status per namespace). */
export type ConnectedNamespace = 'eip155' | 'solana'

/** One namespace's connection: kept while another namespace is the active one. */
export interface NamespaceConnection {
  address: string
  connectorId: string
  walletInfo: { name: string; icon?: string } | undefined
  /** The namespace's network last used. */
  network: Network
  /** Spec section 3: the embedded wallet's smart account says so; every other account is an EOA. */
  accountType?: AccountType
}

export interface Snackbar {
  variant: 'success' | 'error' | 'loading'
  message: string
  key: number
}

export interface AppState {
  initialized: boolean
  options: ModalOptions | undefined
  networks: Network[]
  activeNetwork: Network | undefined
  open: boolean
  loading: boolean
  history: ViewName[]
  status: ConnectionStatus
  address: string | undefined
  connectorId: string | undefined
  walletInfo: { name: string; icon?: string } | undefined
  /**
   * Every connected namespace's connection. The active namespace's is also in `address`,
   * `connectorId`, `walletInfo` and `activeNetwork`, which are what views read; its entry here may lag
   * behind them (an account change) and is brought up to date when another namespace becomes active.
   */
  connections: Partial<Record<ConnectedNamespace, NamespaceConnection>>
  /** The last events, for the host's `getEvent`/`subscribeEvents` (absent until the first). */
  events?: ModalSnapshot['events']
  wallets: HostWallet[]
  /** The host has sent the browser wallets it found (until then, none found is not known). */
  walletsListed: boolean
  recentWallets: RecentWallet[]
  connectingWalletId: string | undefined
  connectError: string | undefined
  /** The WalletConnect pairing URI on screen, if any. */
  wcUri: string | undefined
  /** The wallet picked from the directory for this pairing, if any (its icon, deep links). */
  wcWallet: WalletLinks | undefined
  balance: Balance | undefined
  balanceError: string | undefined
  /** A read of the balance is under way. */
  balanceLoading: boolean
  alert: string | undefined
  snackbar: Snackbar | undefined
  /** The dialog is shaking (an error); off again after 500 ms. */
  shake: boolean
  themeMode: ThemeMode
  themeVariables: ThemeVariables
  /** The language texts are shown in (its catalogue is in once this says it). */
  locale: Locale
  /**
   * Sign in with X (spec section 4): 'needed' while the connected account has no session for its
   * chain (SIWXSignMessage asks for one), 'signing' while its signature is asked, 'signed' once it has.
   */
  siwx: 'none' | 'needed' | 'signing' | 'signed'
  /** The connected account's name (its identity), told to the host as `profileName`. */
  profileName: string | undefined
  /** Embedded mode: the card's height, told to the host (its frame follows it). */
  cardHeight?: number
  /** The host's buttons' texts in the modal's language; none in English (the buttons' own). */
  hostLabels?: ModalSnapshot['labels']
  /** Why the last sign-in failed ('Signature declined', ...), shown in SIWXSignMessage. */
  siwxError: string | undefined
}

export function initialState(): AppState {
  return {
    siwx: 'none',
    siwxError: undefined,
    profileName: undefined,
    initialized: false,
    options: undefined,
    networks: [],
    activeNetwork: undefined,
    open: false,
    loading: false,
    history: ['Connect'],
    status: 'disconnected',
    address: undefined,
    connectorId: undefined,
    walletInfo: undefined,
    connections: {},
    wallets: [],
    walletsListed: false,
    recentWallets: [],
    connectingWalletId: undefined,
    connectError: undefined,
    wcUri: undefined,
    wcWallet: undefined,
    balance: undefined,
    balanceError: undefined,
    balanceLoading: false,
    alert: undefined,
    snackbar: undefined,
    shake: false,
    themeMode: systemThemeMode(),
    themeVariables: {},
    locale: 'en',
  }
}

/** All of the modal's state. Views read it through `useApp`; controllers change it. */
export const appStore = createStore<AppState>(() => initialState())

export const currentView = (state: AppState): ViewName => state.history.at(-1) ?? 'Connect'

/**
 * Spec section 1's embedded mode (`enableEmbedded`): the card is inline in the host page, always shown,
 * so the modal is always open; closing goes back to Account or Connect instead.
 */
export const isEmbedded = (state: AppState) => state.options?.enableEmbedded === true

/** The active namespace, connected or not. */
export const activeNamespace = (state: AppState) => state.activeNetwork?.chainNamespace ?? 'eip155'

/** Each connected namespace's account: the active one from the live fields, the others as kept. */
function namespaceAccounts(state: AppState): ModalSnapshot['namespaces'] {
  const { address, activeNetwork: network, connections } = state
  const live = state.status === 'connected' &&
    address &&
    network && {
      [network.chainNamespace]: {
        ...connections[network.chainNamespace as ConnectedNamespace],
        address,
        network,
      },
    }
  return Object.fromEntries(
    Object.entries({ ...connections, ...live }).map(([namespace, c]) => [
      namespace,
      {
        address: c.address,
        caipAddress: `${c.network.caipNetworkId}:${c.address}`,
        type: c.accountType ?? 'eoa',
      },
    ]),
  )
}

/** Only an image the host may put in an `img` as it is: http(s) or an image data URI. */
function snapshotImage(network: Network | undefined) {
  const url = networkImageUrl(network)
  return url && /^(https?:\/\/|data:image\/)/.test(url) && url.length <= 2048 ? { networkImage: url } : {}
}

export function toSnapshot(state: AppState): ModalSnapshot {
  const network = state.activeNetwork
  const connected = state.status === 'connected' && state.address
  const namespaces = namespaceAccounts(state)
  return {
    initialized: state.initialized,
    open: state.open,
    loading: state.loading,
    view: currentView(state),
    status: state.status,
    themeMode: state.themeMode,
    ...(connected
      ? { address: state.address, caipAddress: `${network?.caipNetworkId ?? 'eip155:1'}:${state.address}` }
      : {}),
    ...(network
      ? { caipNetworkId: network.caipNetworkId, chainId: network.id, activeChain: network.chainNamespace }
      : {}),
    ...(connected && state.connectorId ? { connectorId: state.connectorId } : {}),
    ...(connected && state.walletInfo ? { walletInfo: state.walletInfo } : {}),
    ...(connected && state.profileName ? { profileName: state.profileName } : {}),
    ...(namespaces && Object.keys(namespaces).length ? { namespaces } : {}),
    ...(connected && state.balance?.key === `${network?.caipNetworkId}:${state.address}`
      ? { balance: { formatted: state.balance.formatted, symbol: state.balance.symbol } }
      : {}),
    ...snapshotImage(network),
    ...(state.events ? { events: state.events } : {}),
    ...(state.cardHeight ? { cardHeight: state.cardHeight } : {}),
    ...(state.hostLabels ? { labels: state.hostLabels } : {}),
  }
}
