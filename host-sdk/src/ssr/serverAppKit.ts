import type { AppKitCore } from '../createAppKit.js'
import { type AppKitOptions, DEFAULT_MODAL_URL, modalOriginOf, toModalOptions } from '../options.js'
import { createProvider, hexChainId } from '../provider/createProvider.js'
import { hydrationView } from './hydrationView.js'

/** False under a server renderer (Node, Deno, Bun, edge runtimes): there is no page to put the modal in. */
export function inBrowser(): boolean {
  return typeof window !== 'undefined' && typeof document !== 'undefined'
}

const NOT_IN_BROWSER = '[Airlock] Not available during server rendering: call it in the browser'

/**
 * The instance `createAppKit` returns on a server: the same shape, in the disconnected state for
 * good. Nothing here reaches for `window`; opening, closing and disconnecting do nothing (there is
 * nothing to show or to end), theming is the browser's, and what would need a wallet (switching
 * network, provider requests other than `eth_accounts`/`eth_chainId`) is refused with a clear error.
 */
export function createServerAppKit(options: AppKitOptions): AppKitCore {
  // The same checks, and so the same errors, as in the browser: a bad config fails in SSR too.
  toModalOptions(options)
  modalOriginOf(options.modalUrl ?? DEFAULT_MODAL_URL)
  const view = hydrationView(options)
  const chainId = hexChainId(view.network.chainId)
  const provider = createProvider(
    async () => ({ ok: false, error: { code: 4900, message: NOT_IN_BROWSER } }),
    () => () => undefined,
    (method) => {
      if (method === 'eth_accounts') return { result: [] }
      return method === 'eth_chainId' && chainId ? { result: chainId } : undefined
    },
  )
  const unsubscribe = () => undefined
  return {
    open: async () => undefined,
    close: async () => undefined,
    getState: () => view.state,
    subscribeState: () => unsubscribe,
    getAccount: () => view.account,
    subscribeAccount: () => unsubscribe,
    getCaipNetwork: () => view.network.caipNetwork,
    getCaipNetworkId: () => view.network.caipNetworkId,
    getChainId: () => view.network.chainId,
    subscribeNetwork: () => unsubscribe,
    switchNetwork: async () => {
      throw new Error(NOT_IN_BROWSER)
    },
    disconnect: async () => undefined,
    getProvider: ((namespace?: string) =>
      namespace && namespace !== 'eip155' ? undefined : provider) as AppKitCore['getProvider'],
    getWalletInfo: () => view.snapshot.walletInfo,
    getIsConnectedState: () => false,
    getThemeMode: () => view.themeMode,
    setThemeMode: () => undefined,
    setThemeVariables: () => undefined,
    setLocale: () => undefined,
    subscribeTheme: () => unsubscribe,
    getView: () => view,
    subscribeSnapshot: () => unsubscribe,
    destroy: () => undefined,
    connectWallet: async () => {
      throw new Error(NOT_IN_BROWSER)
    },
  }
}
