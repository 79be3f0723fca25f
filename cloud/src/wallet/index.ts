// The embedded wallet's service, for cloud/src/main.ts and scripts/ to start (not wired here yet),
// and the development OpenID provider standing in for every social provider (loads oidc-provider).
export { type DevOidcAccount, defaultDevAccounts } from '../oidc/devAccounts.js'
export { type DevOidcClient, devOidcClients, devSocialConfig } from '../oidc/devSocialConfig.js'
export { type DevOidcOptions, type RunningDevOidc, startDevOidcProvider } from '../oidc/startDevOidc.js'
export {
  createWalletServer,
  type RunningWalletServer,
  type WalletServerOptions,
} from './createWalletServer.js'
export { masterKeyFrom } from './keyVault.js'
export type { SmtpOptions } from './mailer.js'
export { type MailSinkOptions, type RunningMailSink, type SinkMessage, startMailSink } from './mailSink.js'
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
