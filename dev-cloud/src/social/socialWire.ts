// The social providers the stand-ins answer as, and the client settings pointing the wallet service
// at them: the same shape as the wallet service's `social` option (cloud/src/wallet/social/
// socialConfig.ts), declared here so this package depends on no cloud module.

export const socialProviderNames = ['google', 'x', 'discord', 'github', 'apple', 'facebook'] as const
export type SocialProviderName = (typeof socialProviderNames)[number]
export type SocialProtocol = 'oidc' | 'userinfo' | 'apple' | 'github' | 'discord' | 'x' | 'facebook'

export interface SocialProviderConfig {
  authorizationUrl: string
  tokenUrl: string
  userinfoUrl?: string
  issuer?: string
  jwksUrl?: string
  clientId: string
  clientSecret?: string
  tokenAuth?: 'client_secret_post' | 'client_secret_basic'
  scope: string
  protocol?: SocialProtocol
  appleKey?: { teamId: string; keyId: string; privateKey: string }
}

export type SocialConfig = Partial<Record<SocialProviderName, SocialProviderConfig>>

export const isSocialProviderName = (name: string): name is SocialProviderName =>
  (socialProviderNames as readonly string[]).includes(name)
