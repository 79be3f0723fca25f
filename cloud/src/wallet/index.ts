// The embedded wallet's service, for scripts/ to start. Its dev stand-ins (the OpenID provider, the
// mail sink) are @airlock/dev-cloud's.
export {
  createWalletServer,
  type RunningWalletServer,
  type WalletServerOptions,
} from './createWalletServer.js'
export { masterKeyFrom } from './keyVault.js'
export type { SmtpOptions } from './mailer.js'
export {
  type SocialConfig,
  type SocialProviderConfig,
  type SocialProviderName,
  socialProviderNames,
} from './social/socialConfig.js'
export {
  maskedSocialSettings,
  SocialSettingsError,
  socialSettingsFromEnv,
} from './social/socialSettings.js'
export { defaultWalletLimits, type WalletLimits } from './walletLimits.js'
export type { WalletUser } from './walletUser.js'
