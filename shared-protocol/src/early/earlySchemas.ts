import { accountTypes } from '../constants/accountTypes.js'
import { MAX_LOCALE_TAG } from '../i18n/locales.js'
import { connectMethods, connectorTypes, socialProviders, walletFeatures } from '../messages/featureValues.js'
import type { ConnectMessage } from '../messages/handshake.js'
import { CONNECT_MESSAGE, PROTOCOL_VERSION } from '../messages/handshakeConstants.js'
import { viewNames } from '../messages/viewNames.js'
import { MAX_WALLET_ICON_LENGTH } from '../messages/walletLimits.js'
import { chainNamespaces } from '../networks/chainNamespaces.js'
import {
  array,
  boolean,
  type Check,
  FAIL,
  nullable,
  number,
  object,
  oneOf,
  optional,
  record,
  refine,
  string,
  tuple,
  union,
} from './check.js'

/**
 * The messages a modal must check before its first render (the handshake) and the calls a host
 * makes right after it (open, close, setWallets, the theme), written with the few checks of
 * `check.ts` so the modal's boot carries no schema library. Each check here accepts exactly what
 * its zod twin in `messages/` accepts, and returns the same value (earlySchemas.test.ts runs both on
 * the same inputs); the twins stay the contract, and their error texts are what a refused call reports.
 */
const cssValue = refine(string(200, 0, /^[^;{}<>\\]*$/), (v) => !/url\s*\(|expression\s*\(|@import/i.test(v))
const httpUrl = string(Number.POSITIVE_INFINITY, 0, /^https?:\/\/\S+$/)
const int = (min: number, max: number) => number(min, max, true)
const optionalFlag = optional(boolean)

const themeMode = oneOf(['light', 'dark'] as const)

const themeVariables = object(
  {
    '--w3m-font-family': optional(cssValue),
    '--w3m-accent': optional(cssValue),
    '--w3m-color-mix': optional(cssValue),
    '--w3m-color-mix-strength': optional(number(0, 100)),
    '--w3m-font-size-master': optional(cssValue),
    '--w3m-border-radius-master': optional(cssValue),
    '--w3m-z-index': optional(int(0, 2147483647)),
    '--w3m-qr-color': optional(cssValue),
  },
  true,
)

const network = object({
  id: union(int(Number.MIN_VALUE, Number.POSITIVE_INFINITY), string(64, 1)),
  caipNetworkId: string(Number.POSITIVE_INFINITY, 0, /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/),
  chainNamespace: oneOf(chainNamespaces),
  name: string(64, 1),
  nativeCurrency: object({ name: string(64, 1), symbol: string(16, 1), decimals: int(0, 36) }),
  rpcUrls: object({
    default: object({ http: array(httpUrl, 8, 1) }),
    chainDefault: optional(object({ http: array(httpUrl, 8) })),
  }),
  blockExplorers: optional(object({ default: object({ name: string(64), url: httpUrl }) })),
  testnet: optionalFlag,
  assets: optional(object({ imageId: optional(string(128)), imageUrl: optional(string(2048)) })),
})

const features = object({
  swaps: optionalFlag,
  onramp: optionalFlag,
  receive: optionalFlag,
  send: optionalFlag,
  email: optionalFlag,
  emailShowWallets: optionalFlag,
  socials: optional(union(oneOf([false]), array(oneOf(socialProviders), Number.POSITIVE_INFINITY))),
  history: optionalFlag,
  analytics: optionalFlag,
  allWallets: optionalFlag,
  legalCheckbox: optionalFlag,
  smartSessions: optionalFlag,
  collapseWallets: optionalFlag,
  connectorTypeOrder: optional(array(oneOf(connectorTypes), Number.POSITIVE_INFINITY)),
  walletFeaturesOrder: optional(array(oneOf(walletFeatures), Number.POSITIVE_INFINITY)),
  connectMethodsOrder: optional(array(oneOf(connectMethods), Number.POSITIVE_INFINITY)),
})

const walletId = string(128, 1)
const walletIds = (max: number) => optional(array(walletId, max))
const url = optional(string(2048))
const link = optional(nullable(string(2048)))
const customWallet = object({
  id: walletId,
  name: string(64, 1),
  homepage: url,
  image_url: url,
  mobile_link: link,
  desktop_link: link,
  webapp_link: link,
})

const modalOptions = object({
  projectId: string(128),
  networks: array(network, 64, 1),
  defaultNetworkId: optional(string(64)),
  metadata: optional(
    object({
      name: string(128, 1),
      description: string(512),
      url: string(2048),
      icons: array(string(2048), 8),
    }),
  ),
  themeMode: optional(themeMode),
  themeVariables: optional(themeVariables),
  features: optional(features),
  includeWalletIds: walletIds(500),
  excludeWalletIds: walletIds(500),
  featuredWalletIds: walletIds(100),
  customWallets: optional(array(customWallet, 100)),
  termsConditionsUrl: url,
  privacyPolicyUrl: url,
  enableNetworkSwitch: optionalFlag,
  allowUnsupportedChain: optionalFlag,
  enableEmbedded: optionalFlag,
  defaultAccountTypes: optional(
    object(Object.fromEntries(chainNamespaces.map((ns) => [ns, optional(oneOf(accountTypes))])), true),
  ),
  debug: optionalFlag,
  locale: optional(string(MAX_LOCALE_TAG)),
  htmlLang: optional(string(MAX_LOCALE_TAG)),
  siwxEnabled: optionalFlag,
  siwx: optional(
    object({
      mode: oneOf(['default', 'custom', 'siwe'] as const),
      required: boolean,
      signOutOnDisconnect: boolean,
      statement: optional(string(1024)),
      expiresIn: optional(int(1, 31_536_000_000)),
      notBefore: optional(int(1, 31_536_000_000)),
      requestId: optional(string(256, 1)),
      resources: optional(array(string(2048, 1), 32)),
      sessions: optional(oneOf(['local', 'cloud'] as const)),
      appNonce: optionalFlag,
    }),
  ),
  universalProviderMode: optionalFlag,
  sdkVersion: string(32),
  sdkType: optional(string(32)),
})

const persistedEntries = record(
  string(Number.POSITIVE_INFINITY, 0, /^@airlock\/[-_a-z0-9/:.@]{1,120}$/i),
  string(100_000),
  64,
)

const connectMessage = object(
  {
    type: oneOf([CONNECT_MESSAGE]),
    version: oneOf([PROTOCOL_VERSION]),
    options: modalOptions,
    storage: (value) => (value === undefined ? {} : persistedEntries(value)),
  },
  true,
)

/** Twin of `ConnectMessageSchema.safeParse`: the message as the full schema would return it, or undefined. */
export function parseConnectMessage(data: unknown): ConnectMessage | undefined {
  const result = connectMessage(data)
  if (result === FAIL) return undefined
  // The default applies to a missing key too, as zod's `_default` does.
  return { storage: {}, ...result } as ConnectMessage
}

const hostWallet = object({
  id: string(128, 1),
  name: string(64, 1),
  icon: optional(string(MAX_WALLET_ICON_LENGTH, 0, /^data:image\/(svg\+xml|png|jpeg|webp|gif)[;,]/)),
  rdns: optional(string(128)),
  type: oneOf(['ANNOUNCED', 'INJECTED'] as const),
})

/** Twins of `modalMethodSchemas` for the calls a host makes first; the others wait for the full schemas. */
export const earlyMethodChecks = {
  open: tuple([object({ view: optional(oneOf(viewNames)), namespace: optional(string(16)) }, true)]),
  close: tuple([]),
  setWallets: tuple([array(hostWallet, 64)]),
  setThemeMode: tuple([themeMode]),
  setThemeVariables: tuple([themeVariables]),
} satisfies Record<string, Check>

/** True when `method` is an early call and its arguments pass its twin check. */
export function passesEarlyCheck(method: string, args: unknown[]): boolean {
  if (!Object.hasOwn(earlyMethodChecks, method)) return false
  return earlyMethodChecks[method as keyof typeof earlyMethodChecks](args) !== FAIL
}
