import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Cooldown } from '../limits/budgets.js'
import type { LeaseLock } from '../limits/leaseLock.js'
import type { CodeStore } from './codeStore.js'
import type { DeviceStore } from './deviceStore.js'
import type { EmailUpdateStore } from './emailUpdateStore.js'
import type { FarcasterContext } from './farcaster/farcasterContext.js'
import type { MailBudget } from './mailBudget.js'
import type { MailText } from './mailTexts.js'
import type { SessionStore } from './sessionStore.js'
import type { AccountTypeStore } from './smartAccounts/accountTypeStore.js'
import type { CallBundleStore } from './smartAccounts/callBundleStore.js'
import type { SmartAccounts } from './smartAccounts/smartAccounts.js'
import type { SocialConfig } from './social/socialConfig.js'
import type { SocialIntentStore } from './social/socialIntentStore.js'
import type { TelegramReplays } from './social/telegramReplays.js'
import type { UserStore } from './userStore.js'
import type { WalletLimits } from './walletLimits.js'

/** What the route handlers share: the stores, the mailer and the configuration. */
export interface WalletContext {
  users: UserStore
  sessions: SessionStore
  devices: DeviceStore
  codes: CodeStore
  emailUpdates: EmailUpdateStore
  /** Spec section 5's email cooldown, per address (login) or user (email change). */
  throttle: Cooldown
  socialIntents: SocialIntentStore
  /** Telegram logins already taken (each payload signs in once). */
  telegramReplays: TelegramReplays
  /** The configured social providers (OAuth clients); absent ones are refused. */
  social: SocialConfig
  limits: WalletLimits
  /** Where links in emails point (configuration, never the `Host` header). */
  publicUrl: string
  /** The chain a request names none of (the frame names its own). */
  chainId: number
  rpcUrl: string
  /** Every chain a transaction may be sent on, `chainId` included: chain id -> JSON-RPC URL. */
  chains: Record<number, string>
  /** The chains with smart accounts (none configured: an empty set). */
  smartAccounts: SmartAccounts
  /** Each user's chosen account type per chain. */
  accountTypes: AccountTypeStore
  /** EIP-5792 bundles, by id, with who sent them. */
  callBundles: CallBundleStore
  /** Sign In With Farcaster (its relay channels, the IdRegistry); absent when not configured. */
  farcaster?: FarcasterContext
  /** Spends one of the client address's emails: 0, or the seconds to wait when it has none left. */
  takeEmailBudget(request: IncomingMessage): Promise<number>
  /** The project's and the whole service's emails (see mailBudget.ts). */
  mailBudget: MailBudget
  /** One signing at a time per user, on every node (two sends would read the same nonce). */
  signingLock: LeaseLock
  /** Sends one email; false (logged) when the SMTP server refused or did not answer. */
  mail(to: string, text: MailText): Promise<boolean>
  now(): number
}

export type WalletHandler = (
  request: IncomingMessage,
  response: ServerResponse,
  context: WalletContext,
) => Promise<void> | void
