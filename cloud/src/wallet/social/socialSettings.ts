import * as z from 'zod'
import {
  type SocialConfig,
  type SocialProtocol,
  type SocialProviderConfig,
  type SocialProviderName,
  socialProviderNames,
} from './socialConfig.js'

/** Each provider's real endpoints and scope; every one can be overridden (the tests' stand-ins). */
const defaults: Record<
  SocialProviderName,
  Omit<SocialProviderConfig, 'clientId'> & { protocol: SocialProtocol }
> = {
  google: {
    protocol: 'oidc',
    authorizationUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
    tokenUrl: 'https://oauth2.googleapis.com/token',
    issuer: 'https://accounts.google.com',
    jwksUrl: 'https://www.googleapis.com/oauth2/v3/certs',
    scope: 'openid email profile',
  },
  apple: {
    protocol: 'apple',
    authorizationUrl: 'https://appleid.apple.com/auth/authorize',
    tokenUrl: 'https://appleid.apple.com/auth/token',
    issuer: 'https://appleid.apple.com',
    jwksUrl: 'https://appleid.apple.com/auth/keys',
    scope: 'openid name email',
  },
  github: {
    protocol: 'github',
    authorizationUrl: 'https://github.com/login/oauth/authorize',
    tokenUrl: 'https://github.com/login/oauth/access_token',
    userinfoUrl: 'https://api.github.com/user',
    scope: 'read:user user:email',
  },
  discord: {
    protocol: 'discord',
    authorizationUrl: 'https://discord.com/oauth2/authorize',
    tokenUrl: 'https://discord.com/api/oauth2/token',
    userinfoUrl: 'https://discord.com/api/users/@me',
    scope: 'identify email',
  },
  x: {
    protocol: 'x',
    authorizationUrl: 'https://x.com/i/oauth2/authorize',
    tokenUrl: 'https://api.x.com/2/oauth2/token',
    userinfoUrl: 'https://api.x.com/2/users/me',
    // A confidential X client authenticates with HTTP Basic.
    tokenAuth: 'client_secret_basic',
    scope: 'users.read tweet.read',
  },
  facebook: {
    protocol: 'facebook',
    authorizationUrl: 'https://www.facebook.com/v21.0/dialog/oauth',
    tokenUrl: 'https://graph.facebook.com/v21.0/oauth/access_token',
    userinfoUrl: 'https://graph.facebook.com/v21.0/me',
    scope: 'public_profile email',
  },
  // The login widget's page (no OAuth): CLIENT_ID is the bot's id, CLIENT_SECRET its token; the scope
  // is the page's `request_access` (write: the bot may message the visitor).
  telegram: {
    protocol: 'telegram',
    authorizationUrl: 'https://oauth.telegram.org/auth',
    scope: 'write',
  },
}

const loopback = /^(127\.0\.0\.1|localhost|.+\.localhost|\[::1\])$/
/** https, or plain http on this machine only (stand-ins, the development provider). */
const Endpoint = z.url().refine((value) => {
  const { protocol, hostname } = new URL(value)
  return protocol === 'https:' || (protocol === 'http:' && loopback.test(hostname))
}, 'must be an https URL (http only on localhost)')

const Text = z.string().trim().min(1)

/** A PEM as an env value: literal `\n` escapes allowed, for one-line variables. */
const Pem = Text.transform((value) => value.replace(/\\n/g, '\n')).refine(
  (value) => /^-----BEGIN PRIVATE KEY-----\n[\s\S]+\n-----END PRIVATE KEY-----\s*$/.test(value),
  'must be the PKCS#8 PEM of the .p8 key (-----BEGIN PRIVATE KEY-----)',
)

const ProviderEnv = z.object({
  CLIENT_ID: Text,
  CLIENT_SECRET: Text.optional(),
  AUTHORIZATION_URL: Endpoint.optional(),
  TOKEN_URL: Endpoint.optional(),
  USERINFO_URL: Endpoint.optional(),
  ISSUER: Endpoint.optional(),
  JWKS_URL: Endpoint.optional(),
  SCOPE: Text.optional(),
  TEAM_ID: Text.optional(),
  KEY_ID: Text.optional(),
  PRIVATE_KEY: Pem.optional(),
})
type ProviderEnv = z.infer<typeof ProviderEnv>

const fields = Object.keys(ProviderEnv.shape) as (keyof ProviderEnv)[]
const envName = (provider: SocialProviderName, field: string) =>
  `AIRLOCK_SOCIAL_${provider.toUpperCase()}_${field}`

/** The secrets each provider must have: Apple's signing key, a client secret for the rest (X may be a public client). */
function missingSecrets(provider: SocialProviderName, values: ProviderEnv): string[] {
  if (provider === 'telegram' && values.CLIENT_SECRET === undefined) return ['CLIENT_SECRET']
  if (provider === 'apple')
    return (['TEAM_ID', 'KEY_ID', 'PRIVATE_KEY'] as const).filter((field) => values[field] === undefined)
  return provider === 'x' || values.CLIENT_SECRET !== undefined ? [] : ['CLIENT_SECRET']
}

function toConfig(provider: SocialProviderName, values: ProviderEnv): SocialProviderConfig {
  const base = defaults[provider]
  const { TEAM_ID, KEY_ID, PRIVATE_KEY, CLIENT_SECRET } = values
  return {
    ...base,
    clientId: values.CLIENT_ID,
    ...(values.AUTHORIZATION_URL ? { authorizationUrl: values.AUTHORIZATION_URL } : {}),
    ...(values.TOKEN_URL ? { tokenUrl: values.TOKEN_URL } : {}),
    ...(values.USERINFO_URL ? { userinfoUrl: values.USERINFO_URL } : {}),
    ...(values.ISSUER ? { issuer: values.ISSUER } : {}),
    ...(values.JWKS_URL ? { jwksUrl: values.JWKS_URL } : {}),
    ...(values.SCOPE ? { scope: values.SCOPE } : {}),
    ...(CLIENT_SECRET ? { clientSecret: CLIENT_SECRET } : {}),
    // X without a secret is a public client: its id alone, with PKCE.
    ...(provider === 'x' && !CLIENT_SECRET ? { tokenAuth: 'client_secret_post' as const } : {}),
    ...(TEAM_ID && KEY_ID && PRIVATE_KEY
      ? { appleKey: { teamId: TEAM_ID, keyId: KEY_ID, privateKey: PRIVATE_KEY } }
      : {}),
  }
}

/** Telegram's bot: its numeric id, and the token BotFather gave it (`<id>:<secret>`), which signs the logins. */
function telegramBotProblems({ CLIENT_ID, CLIENT_SECRET }: ProviderEnv): string[] {
  if (!/^\d{1,20}$/.test(CLIENT_ID))
    return [
      `${envName('telegram', 'CLIENT_ID')}: must be the bot's numeric id (the token's part before the colon)`,
    ]
  if (CLIENT_SECRET !== undefined && !CLIENT_SECRET.startsWith(`${CLIENT_ID}:`))
    return [
      `${envName('telegram', 'CLIENT_SECRET')}: must be the token of bot ${CLIENT_ID} (${CLIENT_ID}:...)`,
    ]
  return []
}

/** A setting the operator must change: its variable and why. */
export class SocialSettingsError extends Error {
  constructor(readonly problems: string[]) {
    super(`Social login settings are not valid:\n${problems.map((line) => `  ${line}`).join('\n')}`)
  }
}

/**
 * The social providers configured in `env`: `AIRLOCK_SOCIAL_<PROVIDER>_CLIENT_ID` turns one on
 * (with its secret, or Apple's TEAM_ID, KEY_ID and PRIVATE_KEY); the endpoints default to the
 * provider's own. Providers without a client id are absent (the caller puts the development
 * provider there). Throws SocialSettingsError naming every variable at fault.
 */
export function socialSettingsFromEnv(env: Record<string, string | undefined> = process.env): SocialConfig {
  const config: SocialConfig = {}
  const problems: string[] = []
  for (const provider of socialProviderNames) {
    const raw = Object.fromEntries(
      fields.flatMap((field) => {
        const value = env[envName(provider, field)]
        return value === undefined || value === '' ? [] : [[field, value]]
      }),
    )
    if (Object.keys(raw).length === 0) continue
    const parsed = ProviderEnv.safeParse(raw)
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        problems.push(
          `${envName(provider, String(issue.path[0]))}: ${issue.code === 'invalid_type' ? 'is required' : issue.message}`,
        )
      continue
    }
    const missing = missingSecrets(provider, parsed.data)
    for (const field of missing) problems.push(`${envName(provider, field)}: is required`)
    const botProblems = provider === 'telegram' ? telegramBotProblems(parsed.data) : []
    problems.push(...botProblems)
    if (missing.length === 0 && botProblems.length === 0) config[provider] = toConfig(provider, parsed.data)
  }
  if (problems.length > 0) throw new SocialSettingsError(problems)
  return config
}

/** The settings as they may be printed: endpoints and client ids, every secret masked. */
export function maskedSocialSettings(config: SocialConfig): Record<string, Record<string, string>> {
  return Object.fromEntries(
    Object.entries(config).map(([provider, entry]) => [
      provider,
      {
        protocol: entry.protocol ?? 'generic',
        clientId: entry.clientId,
        ...(entry.tokenUrl ? { tokenUrl: entry.tokenUrl } : {}),
        ...(entry.clientSecret ? { clientSecret: '***' } : {}),
        ...(entry.appleKey
          ? { teamId: entry.appleKey.teamId, keyId: entry.appleKey.keyId, privateKey: '***' }
          : {}),
      },
    ]),
  )
}
