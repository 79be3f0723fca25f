import type { HostScriptHook } from '../../scripts/hostScript.js'
import type { CoinbaseProvider } from './coinbaseProvider.js'
import { createCoinbaseProvider } from './coinbaseProvider.js'

/** The Coinbase Wallet SDK's wallet id in the modal's list and in the stored session (AppKit's). */
export const COINBASE_WALLET_ID = 'coinbaseWalletSDK'

// Airlock's own drawing (a ring on blue), not Coinbase's logo: the list wants a data URI.
const COINBASE_ICON = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" rx="10" fill="#0052FF"/><circle cx="20" cy="20" r="11" fill="#fff"/><rect x="16" y="16" width="8" height="8" rx="1.5" fill="#0052FF"/></svg>',
)}`

/** What the modal sends along when it asks for this script (`host.load('coinbase', config)`). */
export interface CoinbaseScriptConfig {
  /** The keys popup the modal's deployment names; Coinbase's own when absent. */
  keysUrl?: string
  /** Asked to restore a stored session of the SDK: listed even beside the extension. */
  restoring?: boolean
}

const keysUrlOf = (config: unknown) => {
  const keysUrl = (config as CoinbaseScriptConfig | null | undefined)?.keysUrl
  return typeof keysUrl === 'string' && keysUrl ? keysUrl : undefined
}

const COINBASE_RDNS = 'com.coinbase.wallet'

/** Whether a wallet announces itself with `rdns` on this page (EIP-6963 answers a request at once). */
function announced(rdns: string): boolean {
  let found = false
  const listen = (event: Event) => {
    if ((event as CustomEvent<{ info?: { rdns?: unknown } }>).detail?.info?.rdns === rdns) found = true
  }
  window.addEventListener('eip6963:announceProvider', listen)
  window.dispatchEvent(new Event('eip6963:requestProvider'))
  window.removeEventListener('eip6963:announceProvider', listen)
  return found
}

/**
 * Lists the Coinbase Wallet SDK as the host wallet `coinbaseWalletSDK` (type EXTERNAL), unless the
 * app turned it off (`enableCoinbase: false`) or has no EVM network, or the Coinbase extension is
 * installed: it is listed by its own announcement, and the SDK would hand it back anyway (AppKit
 * lists one Coinbase too). An app that wants the smart wallet only, or a stored SDK session being
 * restored, keeps the SDK's row. The SDK runs in the host page:
 * its keys popup is opened with `window.open`, which the sandboxed modal may not, within the
 * visitor's click in the modal (the activation reaches the host). Resolves with the provider, or
 * undefined when nothing was listed (a bad `coinbasePreference` or keys URL is said on the console).
 */
export async function startCoinbase(
  [add, , options, config]: HostScriptHook,
  create: typeof createCoinbaseProvider = createCoinbaseProvider,
): Promise<CoinbaseProvider | undefined> {
  if (options.enableCoinbase === false) return undefined
  if (!options.networks.some((network) => network.chainNamespace === 'eip155')) return undefined
  const restoring = (config as CoinbaseScriptConfig | null | undefined)?.restoring === true
  if (options.coinbasePreference !== 'smartWalletOnly' && !restoring && announced(COINBASE_RDNS))
    return undefined
  try {
    const keysUrl = keysUrlOf(config)
    const provider = await create({
      networks: options.networks,
      ...(options.metadata ? { metadata: options.metadata } : {}),
      ...(options.coinbasePreference ? { coinbasePreference: options.coinbasePreference } : {}),
      ...(keysUrl ? { keysUrl } : {}),
    })
    add({
      id: COINBASE_WALLET_ID,
      name: 'Coinbase Wallet',
      icon: COINBASE_ICON,
      // The directory's Coinbase Wallet (a WalletConnect wallet) then stays out of the list.
      rdns: COINBASE_RDNS,
      type: 'EXTERNAL',
      provider,
    })
    return provider
  } catch (error) {
    console.warn(`[Airlock] Coinbase Wallet is not offered: ${(error as Error)?.message ?? error}`)
    return undefined
  }
}
