import { COINBASE_KEYS_URL, type Metadata, type Network, secureUrl } from '@airlock/shared-protocol/host'

/** AppKit's `coinbasePreference`: which Coinbase wallets the SDK offers. */
export type CoinbasePreference = 'all' | 'smartWalletOnly' | 'eoaOnly'

const isUrl = (value: string) => {
  try {
    return Boolean(new URL(value))
  } catch {
    return false
  }
}

const preferences: readonly CoinbasePreference[] = ['all', 'smartWalletOnly', 'eoaOnly']

export interface CoinbaseOptions {
  /** The host's `createAppKit({ metadata })`: the popup shows its name and first icon. */
  metadata?: Metadata
  /** The host's networks; the EVM ones are the chains the dApp asks the wallet for, the first one active. */
  networks: readonly Network[]
  /** AppKit's `coinbasePreference`; default `'all'` as in AppKit. */
  coinbasePreference?: CoinbasePreference
  /** The keys popup; a setting so development and tests point at the local stand-in. */
  keysUrl?: string
}

/** What `createCoinbaseWalletSDK` takes (the SDK's `CoinbaseWalletSDK` parameters). */
export interface CoinbaseSdkParameters {
  appName: string
  appLogoUrl: string | null
  appChainIds: number[]
  preference: { options: CoinbasePreference; keysUrl: string }
}

/**
 * Maps AppKit-style options to the SDK's. The preference is always given in full: the SDK merges
 * a caller's preference into a module-level default object, so one left out would leak from the
 * previous call.
 */
export function coinbaseSdkParameters(options: CoinbaseOptions): CoinbaseSdkParameters {
  const preference = options.coinbasePreference ?? 'all'
  if (!preferences.includes(preference))
    throw new Error(`coinbasePreference must be one of ${preferences.join(', ')}, not ${String(preference)}`)
  const keysUrl = options.keysUrl ?? COINBASE_KEYS_URL
  // Plain http only on loopback (the stand-in): the popup carries the session's keys.
  const parsed = secureUrl(keysUrl)
  if (!parsed)
    throw new Error(`The Coinbase keys URL ${isUrl(keysUrl) ? 'must be https' : 'is not a URL'}: ${keysUrl}`)
  const appChainIds = options.networks
    .filter((network) => network.chainNamespace === 'eip155' && typeof network.id === 'number')
    .map((network) => network.id as number)
  return {
    appName: options.metadata?.name || 'Dapp',
    appLogoUrl: options.metadata?.icons[0] ?? null,
    appChainIds,
    preference: { options: preference, keysUrl: parsed.href },
  }
}
