// The embedded wallet's service, for cloud/src/main.ts and scripts/ to start (not wired here yet).
export {
  createWalletServer,
  type RunningWalletServer,
  type WalletServerOptions,
} from './createWalletServer.js'
export { masterKeyFrom } from './keyVault.js'
export type { SmtpOptions } from './mailer.js'
export { type MailSinkOptions, type RunningMailSink, type SinkMessage, startMailSink } from './mailSink.js'
export { defaultWalletLimits, type WalletLimits } from './walletLimits.js'
export type { WalletUser } from './walletUser.js'
