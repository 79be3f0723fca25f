// Zod-free, so the full option schemas, their early hand-written twins and the defaults share one list each.

/** Every social login the modal knows; Telegram is opt-in (not in the spec's defaults). */
export const socialProviders = [
  'google',
  'github',
  'apple',
  'facebook',
  'x',
  'discord',
  'farcaster',
  'telegram',
] as const
/** The sections of the Connect view, in `connectorTypeOrder`. */
export const connectorTypes = [
  'walletConnect',
  'recent',
  'injected',
  'featured',
  'custom',
  'external',
  'recommended',
] as const
/** The Account view's feature buttons, in `walletFeaturesOrder`. */
export const walletFeatures = ['onramp', 'swaps', 'receive', 'send'] as const
/** The ways to connect, in `connectMethodsOrder`. */
export const connectMethods = ['email', 'social', 'wallet'] as const
