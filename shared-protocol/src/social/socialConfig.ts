// The wallet service's `social` option: what the cloud reads, what dev-cloud's stand-ins and the
// cluster's launcher write (as JSON to a node process). Types and one list, no Node API: a contract
// between packages, so it is here rather than in either of them.

/**
 * The social logins the wallet service redirects to: OAuth 2.0 / OpenID Connect, and Telegram's
 * login widget (a signed payload, no token endpoint); the modal's `socialProviders` but Farcaster,
 * which signs in otherwise.
 */
export const socialProviderNames = [
  'google',
  'x',
  'discord',
  'github',
  'apple',
  'facebook',
  'telegram',
] as const
export type SocialProviderName = (typeof socialProviderNames)[number]

/**
 * One provider's OAuth 2.0 client. With `issuer` and `jwksUrl` it is OpenID Connect: who signed in
 * comes from the ID token (signature, iss, aud, exp, nonce checked); otherwise from `userinfoUrl`,
 * called with the access token.
 */
export interface SocialProviderConfig {
  /** Telegram: its login page (`https://oauth.telegram.org/auth`). */
  authorizationUrl: string
  /** OAuth providers only: Telegram's payload comes back signed, with no token to fetch. */
  tokenUrl?: string
  userinfoUrl?: string
  issuer?: string
  jwksUrl?: string
  /** Telegram: the bot's numeric id (`bot_id`, the token's part before the colon). */
  clientId: string
  /**
   * Confidential clients only; sent as `tokenAuth` says (default `client_secret_post`). Telegram: the
   * bot token, never sent: its SHA-256 keys the HMAC that signs the login payload.
   */
  clientSecret?: string
  tokenAuth?: 'client_secret_post' | 'client_secret_basic'
  /** Space-separated, e.g. `openid email profile`. */
  scope: string
  /**
   * The provider's own protocol (the cloud's wallet/social/socialAdapters.ts); unset, a generic client: OpenID Connect with
   * `issuer` and `jwksUrl`, else OAuth 2 and `userinfoUrl` (the development provider).
   */
  protocol?: SocialProtocol
  /** Apple: the key that signs the client-secret JWT (ES256), instead of `clientSecret`. */
  appleKey?: AppleSigningKey
}

/** The protocol flavours a provider speaks, one adapter each. */
export type SocialProtocol =
  | 'oidc'
  | 'userinfo'
  | 'apple'
  | 'github'
  | 'discord'
  | 'x'
  | 'facebook'
  | 'telegram'

/** The team's Sign in with Apple key: its id and the PKCS#8 PEM of the `.p8` file. */
export interface AppleSigningKey {
  teamId: string
  keyId: string
  privateKey: string
}

/** The `social` option of the wallet server: a provider missing here is refused ('Social provider not configured'). */
export type SocialConfig = Partial<Record<SocialProviderName, SocialProviderConfig>>

export const isSocialProviderName = (name: string): name is SocialProviderName =>
  (socialProviderNames as readonly string[]).includes(name)
