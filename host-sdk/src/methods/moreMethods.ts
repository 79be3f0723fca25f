import type { ModalSnapshot, Network, ThemeVariables } from '@airlock/shared-protocol/host'
import type { AppKitCore } from '../createAppKit.js'
import { type AppKitEvent, eventMethods } from '../events/appKitEvents.js'
import type { AirlockProvider } from '../provider/createProvider.js'
import type { SolanaProvider } from '../solana/solanaProvider.js'
import { type ThemeMethods, themeMethods } from '../theme/themeMethods.js'

type Namespace = 'eip155' | 'solana'
type WalletInfo = ModalSnapshot['walletInfo']

/** The providers of the connected namespaces, as AppKit's `subscribeProviders` hands them. */
export interface AppKitProviders {
  eip155?: AirlockProvider
  solana?: SolanaProvider
}

/**
 * The AppKit instance methods that only read or derive from what the core already keeps: they live in
 * the npm entries, not in the script include (its 7 KB budget), and cost the host nothing until called.
 */
export interface MoreMethods extends ThemeMethods {
  getEvent(): AppKitEvent
  subscribeEvents(callback: (event: AppKitEvent) => void): () => void
  subscribeWalletInfo(callback: (walletInfo: WalletInfo) => void, namespace?: Namespace): () => void
  getAddress(namespace?: Namespace): string | undefined
  getCaipAddress(namespace?: Namespace): string | undefined
  getActiveChainNamespace(): string | undefined
  getCaipNetworks(namespace?: Namespace): Network[]
  subscribeCaipNetworkChange(callback: (network: Network | undefined) => void): () => void
  getWalletProvider(): AirlockProvider | SolanaProvider | undefined
  getWalletProviderType(): Namespace | undefined
  subscribeProviders(callback: (providers: AppKitProviders) => void): () => void
  isOpen(): boolean
  /** Resolves once the modal has restored (or found no) stored session. */
  ready(): Promise<void>
}

export function moreMethods(
  core: AppKitCore,
  networks: readonly Network[],
  initialVariables: ThemeVariables | undefined,
): MoreMethods {
  const snapshot = () => core.getView().snapshot
  const account = (namespace?: Namespace) => {
    const { namespaces, activeChain } = snapshot()
    return namespaces?.[(namespace ?? activeChain) as Namespace]
  }
  const providers = (): AppKitProviders => {
    const { namespaces } = snapshot()
    return {
      ...(namespaces?.eip155 ? { eip155: core.getProvider('eip155') } : {}),
      ...(namespaces?.solana ? { solana: core.getProvider('solana') } : {}),
    }
  }
  // Calls back when `pick`'s value changes from one snapshot to the next (compared by `key`).
  const onChange = <T>(
    pick: () => T,
    callback: (value: T) => void,
    key: (value: T) => unknown = (v) => v,
  ) => {
    let last = key(pick())
    return core.subscribeSnapshot(() => {
      const value = pick()
      if (key(value) === last) return
      last = key(value)
      callback(value)
    })
  }
  return {
    ...eventMethods(core),
    ...themeMethods(core, initialVariables),
    subscribeWalletInfo: (callback, namespace) =>
      onChange(
        () => (!namespace || namespace === snapshot().activeChain ? snapshot().walletInfo : undefined),
        callback,
        (info) => JSON.stringify(info ?? null),
      ),
    getAddress: (namespace) =>
      account(namespace)?.address ?? (namespace ? undefined : core.getAccount().address),
    getCaipAddress: (namespace) =>
      account(namespace)?.caipAddress ?? (namespace ? undefined : core.getAccount().caipAddress),
    getActiveChainNamespace: () => snapshot().activeChain,
    getCaipNetworks: (namespace) => networks.filter((n) => !namespace || n.chainNamespace === namespace),
    subscribeCaipNetworkChange: (callback) => onChange(core.getCaipNetwork, callback),
    getWalletProvider: () => providers()[snapshot().activeChain as Namespace],
    getWalletProviderType: () =>
      core.getIsConnectedState() ? (snapshot().activeChain as Namespace) : undefined,
    subscribeProviders: (callback) => onChange(providers, callback, (p) => Object.keys(p).join()),
    isOpen: () => core.getState().open,
    ready: () =>
      new Promise<void>((resolve) => {
        if (core.getState().initialized) return resolve()
        const stop = core.subscribeState((state) => {
          if (!state.initialized) return
          stop()
          resolve()
        })
      }),
  }
}
