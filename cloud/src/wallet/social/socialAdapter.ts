import type * as oidc from 'openid-client'
import type { SocialProviderConfig } from './socialConfig.js'

/** A refusal whose text the frame shows (after 'Social login failed: '). */
export class SocialLoginError extends Error {}

/** Who signed in, as one provider said it: a stable id, an email only with its verified flag, a name to show. */
export interface ProviderProfile {
  subject: string
  email?: string
  emailVerified: boolean
  name?: string
}

/** What an adapter reads who signed in from: the token answer (ID token claims checked), and the form's extras. */
export interface ProfileSource {
  config: SocialProviderConfig
  client: oidc.Configuration
  tokens: oidc.TokenEndpointResponse & oidc.TokenEndpointResponseHelpers
  /** Apple's `user` form field (JSON, first sign-in only): unsigned, so only a name is taken from it. */
  formUser?: string
}

/** One provider's protocol quirks; everything else (PKCE, state, token request) is openid-client's. */
export interface SocialAdapter {
  /** OpenID Connect: an ID token is required, its signature, issuer, audience, expiry and nonce checked. */
  idToken: boolean
  /** Authorization request parameters beyond the standard ones. */
  authorizationParams?: Record<string, string>
  /** How the client authenticates at the token endpoint. */
  clientAuth(config: SocialProviderConfig): Promise<oidc.ClientAuth> | oidc.ClientAuth
  profile(source: ProfileSource): Promise<ProviderProfile>
}
