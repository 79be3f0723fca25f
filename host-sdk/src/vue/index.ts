// `@airlock/host-sdk/vue`: AppKit's `@reown/appkit/vue` composables, reactive with Vue refs.
import type { Network, OpenParams, ThemeMode, ThemeVariables } from '@airlock/shared-protocol/host'
import { type Ref, reactive, shallowRef, toRef } from 'vue'
import type { AppKitEvent } from '../events/appKitEvents.js'
import {
  type AppKitConnection,
  connectionOf,
  type Namespace,
  ONE_CONNECTION,
  type UseAppKitConnectionProps,
} from '../methods/connections.js'
import { fetchBalance } from '../methods/fetchBalance.js'
import type { AirlockProvider } from '../provider/createProvider.js'
import type { SolanaProvider } from '../solana/solanaProvider.js'
import type { AppKitAccount, AppKitNetwork, HostView } from '../state/hostState.js'
import { getAppKit } from '../state/instance.js'
import { hostRef, onDispose } from './hostRef.js'

export { type AppKit, createAppKit } from '../createAppKit.js'
export type { AppKitOptions } from '../options.js'
export type { AirlockProvider } from '../provider/createProvider.js'
export type { AppKitConnection, AppKitEvent }

/** The namespace's account (AppKit's `{ namespace }` option), the active one's without it. */
function accountOf(view: HostView, namespace: Namespace | undefined): AppKitAccount {
  if (!namespace || namespace === view.state.activeChain) return view.account
  const other = view.snapshot.namespaces?.[namespace]
  return {
    ...view.account,
    address: other?.address,
    caipAddress: other?.caipAddress,
    isConnected: Boolean(other),
    status: other ? 'connected' : 'disconnected',
    profileName: undefined,
  }
}

const sameAccount = (a: AppKitAccount, b: AppKitAccount) =>
  a.address === b.address &&
  a.caipAddress === b.caipAddress &&
  a.status === b.status &&
  a.profileName === b.profileName

export function useAppKit() {
  const appKit = getAppKit()
  return reactive({ open: (params?: OpenParams) => appKit.open(params), close: () => appKit.close() })
}

export function useAppKitAccount(options?: { namespace?: Namespace }): Ref<AppKitAccount> {
  return hostRef((view) => accountOf(view, options?.namespace), sameAccount)
}

export function useAppKitNetwork(): Ref<
  AppKitNetwork & {
    approvedCaipNetworkIds: string[] | undefined
    supportsAllNetworks: boolean
    switchNetwork: (network: Network) => Promise<void>
  }
> {
  const { switchNetwork } = getAppKit()
  return hostRef(
    (view) => ({
      ...view.network,
      approvedCaipNetworkIds: undefined,
      supportsAllNetworks: true,
      switchNetwork,
    }),
    (a, b) => a.caipNetworkId === b.caipNetworkId && a.chainId === b.chainId,
  )
}

export function useAppKitState() {
  const state = hostRef((view) => view.state)
  return reactive({
    open: toRef(() => state.value.open),
    loading: toRef(() => state.value.loading),
    initialized: toRef(() => state.value.initialized),
    selectedNetworkId: toRef(() => state.value.selectedNetworkId),
    activeChain: toRef(() => state.value.activeChain),
  })
}

export function useAppKitTheme() {
  const appKit = getAppKit()
  const themeMode = hostRef((view) => view.themeMode)
  // subscribeTheme passes the variables whoever sets them (this composable, another, appKit itself).
  const themeVariables = shallowRef(appKit.getThemeVariables())
  onDispose(
    appKit.subscribeTheme((state) => {
      themeVariables.value = state.themeVariables
    }),
  )
  return reactive({
    themeMode,
    themeVariables,
    setThemeMode: (mode: ThemeMode) => appKit.setThemeMode(mode),
    setThemeVariables: (variables: ThemeVariables) => appKit.setThemeVariables(variables),
  })
}

/** The modal's last event, updated in place on each new one (AppKit's reactive `{ timestamp, data }`). */
export function useAppKitEvents(): AppKitEvent {
  const appKit = getAppKit()
  const event = reactive({ ...appKit.getEvent() })
  onDispose(
    appKit.subscribeEvents((next) => {
      event.timestamp = next.timestamp
      event.data = next.data
    }),
  )
  return event
}

export function useDisconnect() {
  const { disconnect } = getAppKit()
  return { disconnect }
}

export function useWalletInfo(namespace?: Namespace) {
  const walletInfo = hostRef(
    (view) => (!namespace || namespace === view.state.activeChain ? view.snapshot.walletInfo : undefined),
    (a, b) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null),
  )
  return reactive({ walletInfo })
}

export function useAppKitProvider<T = SolanaProvider>(
  namespace: 'solana',
): { walletProvider: T | undefined; walletProviderType: 'solana' | undefined }
export function useAppKitProvider<T = AirlockProvider>(
  namespace?: 'eip155',
): { walletProvider: T | undefined; walletProviderType: 'eip155' | undefined }
export function useAppKitProvider<T>(namespace: Namespace = 'eip155') {
  const appKit = getAppKit()
  const connected = hostRef((view) =>
    namespace === 'eip155' ? view.account.isConnected : Boolean(view.snapshot.namespaces?.[namespace]),
  )
  const provider = namespace === 'eip155' ? appKit.getProvider('eip155') : appKit.getProvider(namespace)
  return reactive({
    walletProvider: toRef(() => (connected.value ? (provider as T) : undefined)),
    walletProviderType: toRef(() => (connected.value ? namespace : undefined)),
  })
}

export function useAppKitBalance() {
  return { fetchBalance: () => fetchBalance(getAppKit()) }
}

const sameConnection = (a: AppKitConnection | undefined, b: AppKitConnection | undefined) =>
  JSON.stringify(a ?? null) === JSON.stringify(b ?? null)

export function useAppKitConnections(namespace?: Namespace) {
  const connection = hostRef((view) => connectionOf(view.snapshot, namespace), sameConnection)
  return toRef(() => ({
    connections: connection.value ? [connection.value] : [],
    recentConnections: [] as AppKitConnection[],
  }))
}

/** As `@airlock/host-sdk/react`'s: switching or deleting a connection is the modal's to do, and fails with the reason. */
export function useAppKitConnection({ namespace, onError }: UseAppKitConnectionProps = {}) {
  const connection = hostRef((view) => connectionOf(view.snapshot, namespace), sameConnection)
  const refuse = () => {
    const error = new Error(ONE_CONNECTION)
    onError?.(error)
    return error
  }
  return toRef(() => ({
    connection: connection.value,
    isPending: false,
    switchConnection: async (_params: { connection: AppKitConnection; address?: string }): Promise<void> => {
      throw refuse()
    },
    deleteConnection: (_params: { address: string; connectorId: string }): void => {
      throw refuse()
    },
  }))
}
