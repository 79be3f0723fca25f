import type { ConnectionStatus, ModalSnapshot, Network, ThemeMode } from '@airlock/shared-protocol/host'

export interface AppKitState {
  open: boolean
  loading: boolean
  initialized: boolean
  selectedNetworkId: string | undefined
  activeChain: string | undefined
}

export interface AppKitAccount {
  address: string | undefined
  caipAddress: string | undefined
  isConnected: boolean
  status: ConnectionStatus
  embeddedWalletInfo: undefined
  allAccounts: { address: string; namespace: string; type: string }[]
  /** The account's registered name, e.g. `alice.airlock.id` (Airlock's addition to AppKit's shape). */
  profileName: string | undefined
}

export interface AppKitNetwork {
  caipNetwork: Network | undefined
  caipNetworkId: string | undefined
  chainId: number | string | undefined
}

/** Derived views of the last snapshot, rebuilt only when their fields change so React can compare by identity. */
export interface HostView {
  snapshot: ModalSnapshot
  state: AppKitState
  account: AppKitAccount
  network: AppKitNetwork
  themeMode: ThemeMode
}

function sameFields<T extends object>(a: T, b: T): boolean {
  for (const key of Object.keys(b) as (keyof T)[]) if (a[key] !== b[key]) return false
  return true
}

export function initialSnapshot(themeMode: ThemeMode, network: Network | undefined): ModalSnapshot {
  return {
    initialized: false,
    open: false,
    loading: false,
    view: 'Connect',
    status: 'disconnected',
    themeMode,
    ...(network
      ? { caipNetworkId: network.caipNetworkId, chainId: network.id, activeChain: network.chainNamespace }
      : {}),
  }
}

export function deriveView(
  snapshot: ModalSnapshot,
  networks: readonly Network[],
  previous?: HostView,
): HostView {
  const state: AppKitState = {
    open: snapshot.open,
    loading: snapshot.loading,
    initialized: snapshot.initialized,
    selectedNetworkId: snapshot.caipNetworkId,
    activeChain: snapshot.activeChain,
  }
  const connected = snapshot.status === 'connected' && Boolean(snapshot.address)
  const account: AppKitAccount = {
    address: connected ? snapshot.address : undefined,
    caipAddress: connected ? snapshot.caipAddress : undefined,
    isConnected: connected,
    status: snapshot.status,
    embeddedWalletInfo: undefined,
    profileName: connected ? snapshot.profileName : undefined,
    // Every connected namespace's account with its type (spec section 3: the embedded wallet's may be a smart account).
    allAccounts: Object.entries(snapshot.namespaces ?? {}).map(([namespace, { address, type }]) => ({
      address,
      namespace,
      type,
    })),
  }
  const network: AppKitNetwork = {
    caipNetwork: networks.find((n) => n.caipNetworkId === snapshot.caipNetworkId),
    caipNetworkId: snapshot.caipNetworkId,
    chainId: snapshot.chainId,
  }
  // The same account (allAccounts aside, rebuilt each time): the previous object, for React.
  const keepAccount =
    previous && sameFields(previous.account, { ...account, allAccounts: previous.account.allAccounts })
  return {
    snapshot,
    state: previous && sameFields(previous.state, state) ? previous.state : state,
    account: keepAccount ? previous.account : account,
    network: previous && sameFields(previous.network, network) ? previous.network : network,
    themeMode: snapshot.themeMode,
  }
}

/** The smallest external store: a value and listeners. */
export function createStore<T>(initial: T) {
  let value = initial
  const listeners = new Set<(value: T, previous: T) => void>()
  return {
    get: () => value,
    set(next: T) {
      const previous = value
      value = next
      for (const listener of [...listeners]) listener(next, previous)
    },
    subscribe(listener: (value: T, previous: T) => void) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
  }
}
