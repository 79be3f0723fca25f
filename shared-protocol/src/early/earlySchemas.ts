import * as z from 'zod/mini'
import { connectMethods, connectorTypes, socialProviders, walletFeatures } from '../messages/featureValues.js'
import { CONNECT_MESSAGE, PROTOCOL_VERSION } from '../messages/handshakeConstants.js'
import { viewNames } from '../messages/viewNames.js'
import { MAX_WALLET_ICON_LENGTH } from '../messages/walletLimits.js'
import { chainNamespaces } from '../networks/chainNamespaces.js'

/**
 * The messages a modal must check before its first render (the handshake) and the calls a host
 * makes right after it (open, close, setWallets, the theme), written with `zod/mini` so the modal's
 * boot does not carry zod's full API. Each schema here accepts exactly what its twin in
 * `messages/` accepts (earlySchemas.test.ts runs both on the same inputs); the twins stay the
 * contract, and their error texts are what a refused call reports.
 */
const text = (max: number, min = 0) =>
  min > 0 ? z.string().check(z.minLength(min), z.maxLength(max)) : z.string().check(z.maxLength(max))
const cssValue = z.string().check(
  z.maxLength(200),
  z.regex(/^[^;{}<>\\]*$/),
  z.refine((v) => !/url\s*\(|expression\s*\(|@import/i.test(v)),
)
const httpUrl = z.string().check(z.regex(/^https?:\/\/\S+$/))
const int = (min: number, max: number) => z.number().check(z.int(), z.gte(min), z.lte(max))

export const ThemeModeMiniSchema = z.enum(['light', 'dark'])

export const ThemeVariablesMiniSchema = z.strictObject({
  '--w3m-font-family': z.optional(cssValue),
  '--w3m-accent': z.optional(cssValue),
  '--w3m-color-mix': z.optional(cssValue),
  '--w3m-color-mix-strength': z.optional(z.number().check(z.gte(0), z.lte(100))),
  '--w3m-font-size-master': z.optional(cssValue),
  '--w3m-border-radius-master': z.optional(cssValue),
  '--w3m-z-index': z.optional(int(0, 2147483647)),
  '--w3m-qr-color': z.optional(cssValue),
})

const NetworkMiniSchema = z.object({
  id: z.union([z.number().check(z.int(), z.positive()), text(64, 1)]),
  caipNetworkId: z.string().check(z.regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/)),
  chainNamespace: z.enum(chainNamespaces),
  name: text(64, 1),
  nativeCurrency: z.object({ name: text(64, 1), symbol: text(16, 1), decimals: int(0, 36) }),
  rpcUrls: z.object({
    default: z.object({ http: z.array(httpUrl).check(z.minLength(1), z.maxLength(8)) }),
    chainDefault: z.optional(z.object({ http: z.array(httpUrl).check(z.maxLength(8)) })),
  }),
  blockExplorers: z.optional(z.object({ default: z.object({ name: text(64), url: httpUrl }) })),
  testnet: z.optional(z.boolean()),
  assets: z.optional(z.object({ imageId: z.optional(text(128)), imageUrl: z.optional(text(2048)) })),
})

const FeaturesMiniSchema = z.partial(
  z.object({
    swaps: z.boolean(),
    onramp: z.boolean(),
    receive: z.boolean(),
    send: z.boolean(),
    email: z.boolean(),
    emailShowWallets: z.boolean(),
    socials: z.union([z.literal(false), z.array(z.enum(socialProviders))]),
    history: z.boolean(),
    analytics: z.boolean(),
    allWallets: z.boolean(),
    legalCheckbox: z.boolean(),
    smartSessions: z.boolean(),
    collapseWallets: z.boolean(),
    connectorTypeOrder: z.array(z.enum(connectorTypes)),
    walletFeaturesOrder: z.array(z.enum(walletFeatures)),
    connectMethodsOrder: z.array(z.enum(connectMethods)),
  }),
)

const walletId = text(128, 1)
const link = z.optional(z.nullable(text(2048)))
const CustomWalletMiniSchema = z.object({
  id: walletId,
  name: text(64, 1),
  homepage: z.optional(text(2048)),
  image_url: z.optional(text(2048)),
  mobile_link: link,
  desktop_link: link,
  webapp_link: link,
})

const ModalOptionsMiniSchema = z.object({
  projectId: text(128),
  networks: z.array(NetworkMiniSchema).check(z.minLength(1), z.maxLength(64)),
  defaultNetworkId: z.optional(text(64)),
  metadata: z.optional(
    z.object({
      name: text(128, 1),
      description: text(512),
      url: text(2048),
      icons: z.array(text(2048)).check(z.maxLength(8)),
    }),
  ),
  themeMode: z.optional(ThemeModeMiniSchema),
  themeVariables: z.optional(ThemeVariablesMiniSchema),
  features: z.optional(FeaturesMiniSchema),
  includeWalletIds: z.optional(z.array(walletId).check(z.maxLength(500))),
  excludeWalletIds: z.optional(z.array(walletId).check(z.maxLength(500))),
  featuredWalletIds: z.optional(z.array(walletId).check(z.maxLength(100))),
  customWallets: z.optional(z.array(CustomWalletMiniSchema).check(z.maxLength(100))),
  termsConditionsUrl: z.optional(text(2048)),
  privacyPolicyUrl: z.optional(text(2048)),
  enableNetworkSwitch: z.optional(z.boolean()),
  allowUnsupportedChain: z.optional(z.boolean()),
  enableEmbedded: z.optional(z.boolean()),
  debug: z.optional(z.boolean()),
  siwxEnabled: z.optional(z.boolean()),
  universalProviderMode: z.optional(z.boolean()),
  sdkVersion: text(32),
  sdkType: text(32),
})

const PersistedEntriesMiniSchema = z
  .record(z.string().check(z.regex(/^@airlock\/[-_a-z0-9/:.@]{1,120}$/i)), text(100_000))
  .check(z.refine((entries) => Object.keys(entries).length <= 64))

/** Twin of `ConnectMessageSchema`. */
export const ConnectMessageMiniSchema = z.strictObject({
  type: z.literal(CONNECT_MESSAGE),
  version: z.literal(PROTOCOL_VERSION),
  options: ModalOptionsMiniSchema,
  storage: z._default(PersistedEntriesMiniSchema, {}),
})

const HostWalletMiniSchema = z.object({
  id: text(128, 1),
  name: text(64, 1),
  icon: z.optional(
    z
      .string()
      .check(z.maxLength(MAX_WALLET_ICON_LENGTH), z.regex(/^data:image\/(svg\+xml|png|jpeg|webp|gif)[;,]/)),
  ),
  rdns: z.optional(text(128)),
  type: z.enum(['ANNOUNCED', 'INJECTED']),
})

/** Twins of `modalMethodSchemas` for the calls a host makes first; the others wait for the full schemas. */
export const earlyMethodSchemas = {
  open: z.tuple([z.strictObject({ view: z.optional(z.enum(viewNames)), namespace: z.optional(text(16)) })]),
  close: z.tuple([]),
  setWallets: z.tuple([z.array(HostWalletMiniSchema).check(z.maxLength(64))]),
  setThemeMode: z.tuple([ThemeModeMiniSchema]),
  setThemeVariables: z.tuple([ThemeVariablesMiniSchema]),
}

/** True when `method` is an early call and its arguments pass its twin schema. */
export function passesEarlyCheck(method: string, args: unknown[]): boolean {
  if (!Object.hasOwn(earlyMethodSchemas, method)) return false
  return earlyMethodSchemas[method as keyof typeof earlyMethodSchemas].safeParse(args).success
}
