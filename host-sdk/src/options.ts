import type {
  CustomWallet,
  DefaultAccountTypes,
  Features,
  Metadata,
  ModalOptions,
  Network,
  ThemeMode,
  ThemeVariables,
} from '@airlock/shared-protocol/host'
import type { WithAirlockHook } from './siwx/siwxHook.js'

/** What the host announces by EIP-6963 once a wallet is connected through Airlock. */
export interface Eip6963Info {
  name: string
  icon: string
  rdns: string
  uuid?: string
}

/** `createAppKit` options: AppKit's names, plus `modalUrl` and `eip6963`. */
export interface AppKitOptions {
  projectId: string
  networks: readonly Network[]
  defaultNetwork?: Network
  metadata?: Metadata
  themeMode?: ThemeMode
  themeVariables?: ThemeVariables
  features?: Features
  includeWalletIds?: string[]
  excludeWalletIds?: string[]
  featuredWalletIds?: string[]
  customWallets?: CustomWallet[]
  termsConditionsUrl?: string
  privacyPolicyUrl?: string
  enableNetworkSwitch?: boolean
  allowUnsupportedChain?: boolean
  enableEmbedded?: boolean
  /**
   * The account type the embedded wallet switches to once on connect, per namespace; default
   * `{ eip155: 'smartAccount' }` (`defaultAccountTypes`). The modal refuses an unknown type.
   */
  defaultAccountTypes?: DefaultAccountTypes
  debug?: boolean
  /**
   * The modal's language, a BCP 47 tag ('de', 'pt-BR', 'ar'). Without it the page's `<html lang>`,
   * else the visitor's browser languages; one Airlock does not speak falls back the same way.
   */
  locale?: string
  siweConfig?: unknown
  siwx?: unknown
  /**
   * Chain support lives in the modal, so AppKit's adapter objects are accepted and not needed.
   * An explicit empty list is AppKit's "no adapters": WalletConnect only.
   */
  adapters?: readonly unknown[]
  /**
   * AppKit's Coinbase options: the Coinbase Wallet SDK is listed (its code loads only when the
   * visitor opens the modal) unless `enableCoinbase` is false; `coinbasePreference` as in AppKit.
   */
  enableCoinbase?: boolean
  coinbasePreference?: 'all' | 'smartWalletOnly' | 'eoaOnly'
  /** Where the modal is served. Default: the local development modal. */
  modalUrl?: string
  eip6963?: Partial<Eip6963Info>
}

// One string split at run time: a list of quoted names costs the include more.
const PASSED_THROUGH = (
  'metadata themeMode themeVariables features includeWalletIds excludeWalletIds featuredWalletIds ' +
  'customWallets termsConditionsUrl privacyPolicyUrl enableNetworkSwitch allowUnsupportedChain enableEmbedded debug defaultAccountTypes locale'
).split(' ') as (keyof AppKitOptions)[]

export const DEFAULT_MODAL_URL = 'http://modal.localhost:5174'
export const SDK_VERSION = '1.7.2'

/**
 * Small runtime checks only: the host bundle carries no schema library, and the modal validates
 * everything again with zod before it uses any of it.
 */
export function toModalOptions(options: AppKitOptions, htmlLang?: string): ModalOptions {
  // Options missing altogether are told as their missing networks (the include's bytes are counted).
  const networks = (options as AppKitOptions | undefined)?.networks
  if (
    !Array.isArray(networks) ||
    !networks.length ||
    networks.some((n) => typeof n?.caipNetworkId !== 'string')
  )
    throw new Error('createAppKit: `networks` must list networks, each with a caipNetworkId')
  if (options.siweConfig !== undefined && options.siwx !== undefined) {
    throw new Error('Cannot set both `siweConfig` and `siwx` options')
  }
  if (options.adapters !== undefined && !Array.isArray(options.adapters))
    throw new Error('createAppKit: `adapters` must be an array')
  const projectId = typeof options.projectId === 'string' ? options.projectId.trim() : ''
  // Said by the modal (its console is the page's devtools too), beside its alert: not twice.
  const siwx = siwxHook(options)
  // Passed through as given when set; the modal checks each with zod.
  const passed: Partial<Record<keyof AppKitOptions, unknown>> = {}
  for (const key of PASSED_THROUGH) if (options[key] !== undefined) passed[key] = options[key]
  return {
    projectId,
    networks: [...options.networks],
    ...(options.defaultNetwork ? { defaultNetworkId: options.defaultNetwork.caipNetworkId } : {}),
    ...passed,
    htmlLang,
    ...(options.adapters?.length === 0 ? { universalProviderMode: true } : {}),
    ...(siwx && { siwx: siwx.describe() }),
    sdkVersion: SDK_VERSION,
  } as ModalOptions
}

/** The modal's origin from its URL; refuses anything but http(s) so a typo cannot post to '*'. */
export function modalOriginOf(modalUrl: string): string {
  const url = new URL(modalUrl)
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new Error(`createAppKit: modalUrl must be http(s): ${modalUrl}`)
  return url.origin
}

/** The app's SIWX (or old SIWE) config, made with `@airlock/host-sdk/siwx`; its functions stay here. */
export function siwxHook({ siwx, siweConfig }: AppKitOptions) {
  const config = (siwx ?? siweConfig) as WithAirlockHook | undefined
  if (config && !config.airlock) throw new Error('siwx: make it with @airlock/host-sdk/siwx')
  return config?.airlock
}
