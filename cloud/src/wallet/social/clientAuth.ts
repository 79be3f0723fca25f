import * as oidc from 'openid-client'
import type { SocialProviderConfig } from './socialConfig.js'

/** The client secret as the provider takes it (default `client_secret_post`); a public client sends only its id. */
export function secretAuth(config: SocialProviderConfig): oidc.ClientAuth {
  if (config.clientSecret === undefined) return oidc.None()
  return config.tokenAuth === 'client_secret_basic'
    ? oidc.ClientSecretBasic(config.clientSecret)
    : oidc.ClientSecretPost(config.clientSecret)
}
