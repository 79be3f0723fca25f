import type { Eip1193Like } from '../types.js'
import { toCoinbaseError } from './coinbaseErrors.js'
import { type CoinbaseOptions, type CoinbaseSdkParameters, coinbaseSdkParameters } from './coinbaseOptions.js'

/** The SDK's provider as the host uses it: EIP-1193 plus its own `disconnect`. */
export interface CoinbaseProvider extends Eip1193Like {
  disconnect(): Promise<void>
  /** Stops listening to the popup (the provider itself stays usable by the SDK's own listeners). */
  destroy(): void
}

// The extension's provider (handed back in the SDK's place) may have no `disconnect`.
interface SdkProvider extends Eip1193Like {
  disconnect?(): Promise<void>
}

/** The part of `@coinbase/wallet-sdk` this needs; a test passes its own. */
export interface CoinbaseSdkModule {
  createCoinbaseWalletSDK(parameters: CoinbaseSdkParameters): { getProvider(): unknown }
}

const loadSdk = async (): Promise<CoinbaseSdkModule> => {
  try {
    return await import('@coinbase/wallet-sdk')
  } catch (cause) {
    throw new Error('Could not load the Coinbase Wallet SDK (@coinbase/wallet-sdk)', { cause })
  }
}

/**
 * Builds the Coinbase Wallet SDK's EIP-1193 provider from AppKit-style options, in the host page: the
 * SDK opens the keys popup with `window.open`, which the sandboxed modal frame may not. With the
 * Coinbase extension installed and `coinbasePreference` 'all' or 'eoaOnly', the SDK hands back the
 * extension's provider instead. Requests reject with the host's texts (coinbaseErrors.ts).
 *
 * @example
 * import { createCoinbaseProvider } from './wallets/coinbase/coinbaseProvider.js'
 * const provider = await createCoinbaseProvider({ networks, metadata, coinbasePreference: 'all' })
 * const [address] = (await provider.request({ method: 'eth_requestAccounts' })) as string[]
 */
export async function createCoinbaseProvider(
  options: CoinbaseOptions,
  load: () => Promise<CoinbaseSdkModule> = loadSdk,
): Promise<CoinbaseProvider> {
  const parameters = coinbaseSdkParameters(options)
  const sdk = (await load()).createCoinbaseWalletSDK(parameters)
  const provider = sdk.getProvider() as SdkProvider
  const keysOrigin = new URL(parameters.preference.keysUrl).origin
  // Requests waiting on the popup; an unload marks them all. Listening from here, before the SDK
  // first opens the popup, puts this listener ahead of the SDK's, so the mark is set before the
  // SDK rejects them.
  const pending = new Set<{ closed: boolean }>()
  const onMessage = (event: MessageEvent) => {
    if (event.origin !== keysOrigin) return
    const data = event.data as { event?: unknown } | null
    if (data && typeof data === 'object' && data.event === 'PopupUnload')
      for (const request of pending) request.closed = true
  }
  window.addEventListener('message', onMessage)
  return {
    async request(args) {
      const mark = { closed: false }
      pending.add(mark)
      try {
        return await provider.request(args)
      } catch (error) {
        throw toCoinbaseError(error, args.method, mark.closed)
      } finally {
        pending.delete(mark)
      }
    },
    on: (event, listener) => provider.on?.(event, listener),
    removeListener: (event, listener) => provider.removeListener?.(event, listener),
    disconnect: async () => {
      await provider.disconnect?.()
    },
    destroy: () => window.removeEventListener('message', onMessage),
  }
}
