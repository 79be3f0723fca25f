import {
  type SocialConfig,
  type SocialProviderConfig,
  type SocialProviderName,
  socialProviderNames,
} from '@airlock/shared-protocol/social-config'
import { devTelegramBot } from '../telegram/devTelegramBot.js'

/** One OAuth client of the development provider. */
export interface DevOidcClient {
  clientId: string
  clientSecret: string
  redirectUris: string[]
  tokenAuth?: 'client_secret_post' | 'client_secret_basic'
}

/**
 * How each provider is wired in development: Google and Apple as OpenID providers (ID token), the
 * others as plain OAuth (userinfo), so both paths run; two kinds of client authentication too.
 */
type OAuthProvider = Exclude<SocialProviderName, 'telegram'>
const oauthProviders = socialProviderNames.filter((name): name is OAuthProvider => name !== 'telegram')

const devWiring: Record<OAuthProvider, { oidc: boolean; basic: boolean }> = {
  google: { oidc: true, basic: true },
  apple: { oidc: true, basic: false },
  x: { oidc: false, basic: true },
  discord: { oidc: false, basic: false },
  github: { oidc: false, basic: false },
  facebook: { oidc: false, basic: true },
}

const devSecret = (provider: string) => `airlock-dev-secret-${provider}`
const authOf = (basic: boolean) => (basic ? 'client_secret_basic' : 'client_secret_post')

/** The clients the development provider knows: `airlock-<provider>` for each social provider, redirecting to `<publicUrl>/social/callback`. */
export function devOidcClients(publicUrl: string): DevOidcClient[] {
  return oauthProviders.map((provider) => ({
    clientId: `airlock-${provider}`,
    clientSecret: devSecret(provider),
    redirectUris: [`${publicUrl.replace(/\/$/, '')}/social/callback`],
    tokenAuth: authOf(devWiring[provider].basic),
  }))
}

/**
 * The wallet server's `social` option pointing every provider at the development provider at
 * `oidcUrl` (its issuer), with the clients of `devOidcClients`; Telegram at its login page there
 * (`devTelegramBot`).
 *
 * @example
 * import { devOidcClients, devSocialConfig, startDevOidcProvider } from '@airlock/dev-cloud'
 * const oidc = await startDevOidcProvider({ port: 5181, clients: devOidcClients(walletUrl) })
 * const social = devSocialConfig(oidc.url)
 */
export function devSocialConfig(oidcUrl: string): SocialConfig {
  const issuer = oidcUrl.replace(/\/$/, '')
  const entry = (provider: OAuthProvider): SocialProviderConfig => {
    const { oidc, basic } = devWiring[provider]
    return {
      authorizationUrl: `${issuer}/auth`,
      tokenUrl: `${issuer}/token`,
      clientId: `airlock-${provider}`,
      clientSecret: devSecret(provider),
      tokenAuth: authOf(basic),
      scope: 'openid email profile',
      ...(oidc ? { issuer, jwksUrl: `${issuer}/jwks` } : { userinfoUrl: `${issuer}/me` }),
    }
  }
  return {
    ...Object.fromEntries(oauthProviders.map((provider) => [provider, entry(provider)])),
    // Telegram's login page (no OAuth) for the development bot, served beside the provider.
    telegram: {
      protocol: 'telegram',
      authorizationUrl: `${issuer}/telegram/auth`,
      clientId: devTelegramBot.id,
      clientSecret: devTelegramBot.token,
      scope: 'write',
    },
  }
}
