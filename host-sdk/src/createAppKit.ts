import type {
  ChainNamespace,
  ConnectedWallet,
  ModalSnapshot,
  Network,
  OpenParams,
  ThemeMode,
  ThemeVariables,
} from '@airlock/shared-protocol/host'
import { createBrowserAppKit } from './browserAppKit.js'
import { type MoreMethods, moreMethods } from './methods/moreMethods.js'
import type { AppKitOptions } from './options.js'
import type { AirlockProvider } from './provider/createProvider.js'
import type { SolanaProvider } from './solana/solanaProvider.js'
import { hydrationView } from './ssr/hydrationView.js'
import { createServerAppKit, inBrowser } from './ssr/serverAppKit.js'
import type { AppKitAccount, AppKitNetwork, AppKitState, HostView } from './state/hostState.js'
import { setAppKit } from './state/instance.js'

/** What the script include's instance has; the npm entries' `AppKit` adds MoreMethods. */
export interface AppKitCore {
  open(params?: OpenParams): Promise<void>
  close(): Promise<void>
  getState(): AppKitState
  subscribeState(callback: (state: AppKitState) => void): () => void
  getAccount(): AppKitAccount
  subscribeAccount(callback: (account: AppKitAccount) => void): () => void
  getCaipNetwork(): Network | undefined
  getCaipNetworkId(): string | undefined
  getChainId(): number | string | undefined
  subscribeNetwork(callback: (network: AppKitNetwork) => void): () => void
  switchNetwork(network: Network): Promise<void>
  disconnect(): Promise<void>
  getProvider(namespace?: 'eip155'): AirlockProvider
  /** Another namespace's provider: Solana's when a `SolanaAdapter` is in `adapters`. */
  getProvider<T = SolanaProvider>(namespace: 'solana'): T | undefined
  getWalletInfo(): ModalSnapshot['walletInfo']
  getIsConnectedState(): boolean
  getThemeMode(): ThemeMode
  setThemeMode(mode: ThemeMode): void
  setThemeVariables(variables: ThemeVariables): void
  /** The modal's language from now on (as the `locale` option). */
  setLocale(locale: string): void
  subscribeTheme(callback: (mode: ThemeMode) => void): () => void
  /** Low-level: the last snapshot and its derived views, and every new one. */
  getView(): HostView
  subscribeSnapshot(callback: (view: HostView) => void): () => void
  destroy(): void
  /**
   * Connects one wallet without the modal's list (AppKit's headless wallet buttons, `useAppKitWallet`):
   * `metamask`, `walletConnect`, `email`, `google`, ... or a browser wallet's id or rdns. Resolves with
   * the account (AppKit's `ParsedCaipAddress`), rejects with the modal's reason and code.
   */
  connectWallet(wallet: string, namespace?: ChainNamespace): Promise<ConnectedWallet>
  /**
   * Internal, for `<appkit-modal>` (the buttons entry): mounts the modal's frame in `parent`, once.
   * Present only with `enableEmbedded` (withMoreMethods, buttonsIife), absent on a server.
   */
  embed?(parent: Node): void
}

// MoreMethods' subscribeTheme (AppKit's `{ themeMode, themeVariables }`) replaces the core's mode-only one.
export interface AppKit extends Omit<AppKitCore, 'subscribeTheme'>, MoreMethods {}

/**
 * Creates the modal: validates the options, mounts the sandboxed iframe after the page's load
 * event and connects to it. Calls made before the handshake completes are queued. On a server
 * (no `window`, as when a framework renders a module that calls this at its top) it returns an
 * inert instance in the disconnected state instead, and touches no browser global.
 *
 * @example
 * import { createAppKit } from '@airlock/host-sdk'
 * import { mainnet } from '@airlock/host-sdk/networks'
 * const appKit = createAppKit({ projectId: 'my-project', networks: [mainnet] })
 * await appKit.open()
 */
export function createAppKit(options: AppKitOptions): AppKit {
  const appKit = withMoreMethods(
    inBrowser() ? createBrowserAppKit(options) : createServerAppKit(options),
    options,
  )
  // The hooks render this until hydration is over, on the server and on the first client render alike.
  setAppKit(appKit, hydrationView(options))
  return appKit
}

/** The npm entries' instance: the core's methods and those derived from them. */
export function withMoreMethods(core: AppKitCore, options: AppKitOptions): AppKit {
  // `<appkit-modal>` takes the frame only in embedded mode; otherwise it leaves it over the page.
  const { embed, ...rest } = core
  return {
    ...rest,
    ...(options.enableEmbedded && embed ? { embed } : {}),
    ...moreMethods(core, options.networks, options.themeVariables),
  }
}
