import type { socialProviders } from '../messages/featureValues.js'
import type { Features } from '../messages/options.js'

/** The version reported as `sdkVersion` with every request. */
export const SDK_VERSION = '1.7.2'

/** The network used when the host names none. */
export const DEFAULT_CHAIN = 'eip155:1'

export const DEFAULT_MODAL_WIDTH = 360
export const DEFAULT_Z_INDEX = 999
export const DEFAULT_FONT_SIZE_MASTER = '10px'
export const DEFAULT_BORDER_RADIUS_MASTER = '4px'
/** Used when neither the host nor the system preference says light or dark. */
export const DEFAULT_THEME_MODE = 'dark'
export const DEFAULT_LOG_LEVEL = 'error'
export const SECURE_SITE_SDK_VERSION = 4

export { socialProviders } from '../messages/featureValues.js'
export type SocialProvider = (typeof socialProviders)[number]

/** Each social login's display name: the modal's buttons and texts, and the host's wallet buttons. */
export const socialNames: Record<SocialProvider, string> = {
  google: 'Google',
  x: 'X',
  discord: 'Discord',
  farcaster: 'Farcaster',
  github: 'GitHub',
  apple: 'Apple',
  facebook: 'Facebook',
  telegram: 'Telegram',
}

/**
 * Feature defaults (spec section 1). `emailShowWallets` has no stated default and is left out.
 *
 * @example
 * import { defaultFeatures } from '@airlock/shared-protocol/host'
 * const features = { ...defaultFeatures, ...options.features }
 */
export const defaultFeatures = {
  swaps: true,
  onramp: true,
  receive: true,
  send: true,
  email: true,
  history: true,
  analytics: true,
  allWallets: true,
  legalCheckbox: false,
  smartSessions: false,
  collapseWallets: false,
  socials: ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'],
  walletFeaturesOrder: ['onramp', 'swaps', 'receive', 'send'],
  connectorTypeOrder: [
    'walletConnect',
    'recent',
    'injected',
    'featured',
    'custom',
    'external',
    'recommended',
  ],
  connectMethodsOrder: ['email', 'social', 'wallet'],
} as const satisfies Features

/** The connect-method order when an injected wallet is usable: wallet first. */
export const connectMethodsOrderWithInjected = [
  'wallet',
  'email',
  'social',
] as const satisfies Features['connectMethodsOrder']

// Its own module: only the modal's on-demand social buttons read it, so it stays out of its boot chunk.
export { telegramSocialRestrictions } from './telegramSocialRestrictions.js'

/** The restricted timezone list of spec section 5 (its use is not specified). */
export const restrictedTimezones = [
  'Asia/Shanghai',
  'Asia/Urumqi',
  'Asia/Chongqing',
  'Asia/Harbin',
  'Asia/Kashgar',
  'Asia/Macau',
  'Asia/Macao',
  'Asia/Hong_Kong',
  'Asia/Beijing',
] as const
