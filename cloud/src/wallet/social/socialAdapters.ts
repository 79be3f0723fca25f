import { appleAdapter } from './appleAdapter.js'
import { discordAdapter } from './discordAdapter.js'
import { facebookAdapter } from './facebookAdapter.js'
import { githubAdapter } from './githubAdapter.js'
import { oidcAdapter } from './oidcAdapter.js'
import type { SocialAdapter } from './socialAdapter.js'
import type { SocialProtocol, SocialProviderConfig } from './socialConfig.js'
import { userinfoAdapter } from './userinfoAdapter.js'
import { xAdapter } from './xAdapter.js'

const adapters: Record<Exclude<SocialProtocol, 'telegram'>, SocialAdapter> = {
  oidc: oidcAdapter,
  userinfo: userinfoAdapter,
  apple: appleAdapter,
  github: githubAdapter,
  discord: discordAdapter,
  x: xAdapter,
  facebook: facebookAdapter,
}

/**
 * The adapter of a provider's OAuth protocol; unset, OpenID Connect when it names an issuer and keys,
 * else userinfo. Undefined for Telegram, which speaks no OAuth (telegramIdentity.ts).
 */
export function adapterOf(config: SocialProviderConfig): SocialAdapter | undefined {
  if (config.protocol === 'telegram') return undefined
  const generic = config.issuer !== undefined && config.jwksUrl !== undefined ? 'oidc' : 'userinfo'
  return adapters[config.protocol ?? generic]
}
