import { defaultHttpLimits, type HttpLimits } from '../http/httpLimits.js'

/** What one client may spend of the wallet service, and how long its codes, links and sessions live. */
export interface WalletLimits
  extends Pick<
    HttpLimits,
    'requestsPerSecond' | 'burst' | 'headersTimeoutMs' | 'requestTimeoutMs' | 'timeoutCheckMs'
  > {
  /** JSON bodies of the email and session routes (an email address, a code). */
  bodyBytes: number
  /** `POST /api/rpc` bodies: typed data to sign can be a few kilobytes. */
  rpcBodyBytes: number
  /** Spec section 5: a second email login for the same address within this is refused. */
  emailCooldownMs: number
  /**
   * Emails one client address may start per minute (login and email change, to any addresses),
   * and at once: the per-email cooldown alone would let one client mail thousands of strangers.
   */
  emailsPerMinutePerClient: number
  emailBurstPerClient: number
  /**
   * Emails the whole service may start per minute, and at once, whoever asks: per-client limits alone
   * let 20 addresses mail 200 strangers in 11 s (issue 35).
   */
  emailsPerMinuteGlobal: number
  emailBurstGlobal: number
  /** Emails one project may start per minute, and at once (requests naming no known project share one). */
  emailsPerMinutePerProject: number
  emailBurstPerProject: number
  /** A one-time code is void after this. */
  otpTtlMs: number
  /** Wrong guesses a code survives: 5 of 10^6 keeps a guess at one in 200,000. */
  otpMaxAttempts: number
  /** The device-approval link in the email, and the browser's wait for it. */
  deviceLinkTtlMs: number
  /** A session ends after this long unused (each use restarts the count). */
  sessionTtlMs: number
  /** A browser stays a known device for an email this long. */
  deviceTtlMs: number
  /** A social sign-in (popup, provider, claim) must finish within this. */
  socialIntentTtlMs: number
  /** How long one `POST /api/social/claim` waits for the popup before answering pending. */
  socialClaimWaitMs: number
  /** Wrong claim secrets an intent survives. */
  socialClaimMaxAttempts: number
  /** Social sign-ins one client address may have under way at once. */
  socialPendingPerClient: number
}

/**
 * The service's mail budget: 1 email a second, 60 at once. A login is one or two emails, and a
 * self-hosted wallet sees a few a minute at its busiest, so this is ten times that. It is also the
 * rate an SMTP provider allows a sender it does not know yet (Amazon SES's sandbox: 1 a second),
 * past which the provider throttles or blocklists our domain and real users' codes stop arriving.
 */
export const EMAILS_PER_MINUTE_GLOBAL = 60
export const EMAIL_BURST_GLOBAL = 60

/**
 * Half the service's budget per project: a flood naming one project (or one project's own users)
 * leaves the other half to every other project.
 */
export const EMAILS_PER_MINUTE_PER_PROJECT = 30
export const EMAIL_BURST_PER_PROJECT = 30

export const defaultWalletLimits: WalletLimits = {
  requestsPerSecond: defaultHttpLimits.requestsPerSecond,
  burst: defaultHttpLimits.burst,
  headersTimeoutMs: defaultHttpLimits.headersTimeoutMs,
  requestTimeoutMs: defaultHttpLimits.requestTimeoutMs,
  timeoutCheckMs: defaultHttpLimits.timeoutCheckMs,
  bodyBytes: 4 * 1024,
  rpcBodyBytes: 128 * 1024,
  emailCooldownMs: 30_000,
  emailsPerMinutePerClient: 10,
  emailBurstPerClient: 20,
  emailsPerMinuteGlobal: EMAILS_PER_MINUTE_GLOBAL,
  emailBurstGlobal: EMAIL_BURST_GLOBAL,
  emailsPerMinutePerProject: EMAILS_PER_MINUTE_PER_PROJECT,
  emailBurstPerProject: EMAIL_BURST_PER_PROJECT,
  otpTtlMs: 10 * 60_000,
  otpMaxAttempts: 5,
  deviceLinkTtlMs: 15 * 60_000,
  sessionTtlMs: 7 * 24 * 3_600_000,
  deviceTtlMs: 365 * 24 * 3_600_000,
  socialIntentTtlMs: 10 * 60_000,
  socialClaimWaitMs: 20_000,
  socialClaimMaxAttempts: 5,
  socialPendingPerClient: 10,
}

export const walletLimitsWith = (overrides: Partial<WalletLimits> = {}): WalletLimits => ({
  ...defaultWalletLimits,
  ...overrides,
})
