import * as z from 'zod'
import { accountTypes } from '../constants/accountTypes.js'
import { MAX_LOCALE_TAG } from '../i18n/locales.js'

import { NetworkSchema } from '../networks/network.js'
import { connectMethods, connectorTypes, socialProviders, walletFeatures } from './featureValues.js'
import { ThemeModeSchema, ThemeVariablesSchema } from './theme.js'

export type { DefaultAccountTypes } from '../constants/accountTypes.js'

export const FeaturesSchema = z
  .object({
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
  })
  .partial()
export type Features = z.infer<typeof FeaturesSchema>

export const MetadataSchema = z.object({
  name: z.string().min(1).max(128),
  description: z.string().max(512),
  url: z.string().max(2048),
  icons: z.array(z.string().max(2048)).max(8),
})
export type Metadata = z.infer<typeof MetadataSchema>

const walletId = z.string().min(1).max(128)

export const CustomWalletSchema = z.object({
  id: walletId,
  name: z.string().min(1).max(64),
  homepage: z.string().max(2048).optional(),
  image_url: z.string().max(2048).optional(),
  mobile_link: z.string().max(2048).nullable().optional(),
  desktop_link: z.string().max(2048).nullable().optional(),
  webapp_link: z.string().max(2048).nullable().optional(),
})
export type CustomWallet = z.infer<typeof CustomWalletSchema>

/**
 * The account type the embedded wallet switches to once on connect, per namespace (spec sections 1
 * and 6); a namespace left out keeps `defaultAccountTypes`. Strict: a misspelt namespace is refused.
 */
const accountType = z.enum(accountTypes).optional()
export const DefaultAccountTypesSchema = z
  .object({ eip155: accountType, solana: accountType, bip122: accountType, polkadot: accountType })
  .strict()

/**
 * The serialisable part of `createAppKit(options)` that the host hands to the modal in the
 * handshake. Functions (siwx callbacks, adapters) stay in the host.
 */
export const ModalOptionsSchema = z.object({
  // Empty when the host forgot it: the modal then shows 'Project ID Not Configured'.
  projectId: z.string().max(128),
  networks: z.array(NetworkSchema).min(1).max(64),
  defaultNetworkId: z.string().max(64).optional(),
  metadata: MetadataSchema.optional(),
  themeMode: ThemeModeSchema.optional(),
  themeVariables: ThemeVariablesSchema.optional(),
  features: FeaturesSchema.optional(),
  includeWalletIds: z.array(walletId).max(500).optional(),
  excludeWalletIds: z.array(walletId).max(500).optional(),
  featuredWalletIds: z.array(walletId).max(100).optional(),
  customWallets: z.array(CustomWalletSchema).max(100).optional(),
  termsConditionsUrl: z.string().max(2048).optional(),
  privacyPolicyUrl: z.string().max(2048).optional(),
  enableNetworkSwitch: z.boolean().optional(),
  allowUnsupportedChain: z.boolean().optional(),
  enableEmbedded: z.boolean().optional(),
  defaultAccountTypes: DefaultAccountTypesSchema.optional(),
  debug: z.boolean().optional(),
  /** The app's language for the modal (`createAppKit({ locale })`): a BCP 47 tag, e.g. 'de' or 'pt-BR'. */
  locale: z.string().max(MAX_LOCALE_TAG).optional(),
  /** The host page's `<html lang>`: the language when the app names none. */
  htmlLang: z.string().max(MAX_LOCALE_TAG).optional(),
  siwxEnabled: z.boolean().optional(),
  /**
   * Sign in with X (spec sections 1 and 4): 'default' is Airlock's own (EIP-4361 messages made in the
   * modal, sessions in the host page's storage or the cloud's); 'custom' calls the host's SIWX config,
   * 'siwe' an old app's siweConfig.
   */
  siwx: z
    .object({
      mode: z.enum(['default', 'custom', 'siwe']),
      required: z.boolean(),
      signOutOnDisconnect: z.boolean(),
      statement: z.string().max(1024).optional(),
      /** ms a session lasts. */
      expiresIn: z.number().int().positive().max(31_536_000_000).optional(),
      /** ms after signing before the session becomes valid (the message's `Not Before`). */
      notBefore: z.number().int().positive().max(31_536_000_000).optional(),
      /** The message's `Request ID`, and its `Resources` (URIs the visitor grants the app). */
      requestId: z.string().min(1).max(256).optional(),
      resources: z.array(z.string().min(1).max(2048)).max(32).optional(),
      /** Where the default SIWX keeps sessions: the host page's storage, or the cloud's as well. */
      sessions: z.enum(['local', 'cloud']).optional(),
      /** The default SIWX asks the host page for each nonce (its `getNonce`: the app's server issues them). */
      appNonce: z.boolean().optional(),
    })
    .optional(),
  /** `adapters: []`: WalletConnect only (AppKit's universal-provider mode, spec section 2 rule 1). */
  universalProviderMode: z.boolean().optional(),
  sdkVersion: z.string().max(32),
  /** AppKit's SDK type; Airlock's host sends none (nothing reads it). */
  sdkType: z.string().max(32).optional(),
})
export type ModalOptions = z.infer<typeof ModalOptionsSchema>
