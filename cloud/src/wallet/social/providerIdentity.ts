import * as oidc from 'openid-client'
import { type ProviderProfile, type SocialAdapter, SocialLoginError } from './socialAdapter.js'
import { adapterOf } from './socialAdapters.js'
import type { SocialProviderConfig } from './socialConfig.js'
import type { SocialIdentity } from './socialIntentStore.js'

export { SocialLoginError } from './socialAdapter.js'

const timeoutS = 10

/** Plain http only on this machine (the test stand-ins, the development provider); a real provider is https. */
const isLoopbackHttp = (url: string) => {
  const { protocol, hostname } = new URL(url)
  return (
    protocol === 'http:' &&
    (hostname === '127.0.0.1' ||
      hostname === 'localhost' ||
      hostname.endsWith('.localhost') ||
      hostname === '[::1]')
  )
}

/** Each provider's keys, fetched once and kept across sign-ins (openid-client refreshes on an unknown `kid`). */
const keyCaches = new Map<string, oidc.ExportedJWKSCache>()

/** The openid-client view of a provider: its endpoints, our client, its authentication, our clock. */
async function clientOf(
  config: SocialProviderConfig,
  adapter: SocialAdapter,
  now: number,
): Promise<oidc.Configuration> {
  const client = new oidc.Configuration(
    {
      // A plain OAuth 2 server has no issuer; none of its answers is checked against one.
      issuer: config.issuer ?? new URL(config.authorizationUrl).origin,
      authorization_endpoint: config.authorizationUrl,
      token_endpoint: config.tokenUrl,
      ...(config.jwksUrl === undefined ? {} : { jwks_uri: config.jwksUrl }),
    },
    config.clientId,
    // The ID token's exp and iat are judged by the service's clock (tests move it).
    { [oidc.clockSkew]: Math.round((now - Date.now()) / 1000) },
    await adapter.clientAuth(config),
  )
  client.timeout = timeoutS
  if ([config.tokenUrl, config.jwksUrl, config.userinfoUrl].some((url) => url && isLoopbackHttp(url)))
    oidc.allowInsecureRequests(client)
  if (adapter.idToken && config.jwksUrl !== undefined) {
    // Also check the ID token's signature against the provider's keys, not only TLS to its token endpoint.
    oidc.enableNonRepudiationChecks(client)
    const cached = keyCaches.get(config.jwksUrl)
    if (cached) oidc.setJwksCache(client, cached)
  }
  return client
}

/** An error's chain of causes: openid-client wraps oauth4webapi's error, whose cause holds the detail. */
function causesOf(error: unknown): Record<string, unknown>[] {
  const chain: Record<string, unknown>[] = []
  for (
    let link = error;
    typeof link === 'object' && link !== null && chain.length < 4;
    link = (link as Error).cause
  )
    chain.push(link as Record<string, unknown>)
  return chain
}

/** The text for a refusal of the token request or of the ID token; undefined for anything else (a network failure). */
function refusalOf(error: unknown): string | undefined {
  if (error instanceof SocialLoginError) return error.message
  if (error instanceof oidc.ResponseBodyError) return `the provider refused the code (${error.status})`
  const chain = causesOf(error)
  for (const link of chain) {
    if (link instanceof Response && !link.ok) return `the provider refused the code (${link.status})`
    if (link.claim === 'nonce') return 'the ID token is not for this sign-in'
    // GitHub refuses a code with 200 and an error object.
    const refused = (link.body as { error?: unknown } | undefined)?.error
    if (typeof refused === 'string')
      return `the provider refused the code (${/^[a-z_]{1,64}$/.test(refused) ? refused : 'error'})`
  }
  if (typeof chain[0]?.code !== 'string') return undefined
  if (chain.some((link) => /\b(JWT|JWS|JWKS|ID Token)\b/.test(String(link.message))))
    return 'the ID token is not valid'
  return 'the provider sent a malformed answer'
}

const toIdentity = (
  provider: string,
  { subject, email, emailVerified, name }: ProviderProfile,
): SocialIdentity => ({
  provider,
  subject,
  ...(email !== undefined && emailVerified ? { email: email.trim().toLowerCase() } : {}),
  ...(name === undefined ? {} : { username: name }),
})

/**
 * Who signed in, through openid-client: the code traded at the token endpoint (PKCE verifier, our
 * state, the provider's client authentication), the ID token checked for an OpenID provider
 * (signature, iss, aud, exp, our nonce), then the provider's adapter reads the profile. An email
 * is kept only when the provider says it is verified. Throws SocialLoginError with a text for the
 * user; anything else (the provider unreachable) is thrown as it is.
 */
export async function providerIdentity(
  provider: string,
  config: SocialProviderConfig,
  {
    code,
    state,
    verifier,
    nonce,
    redirectUri,
    now,
    formUser,
  }: {
    code: string
    state: string
    verifier: string
    nonce: string
    redirectUri: string
    now: number
    formUser?: string
  },
): Promise<SocialIdentity> {
  const adapter = adapterOf(config)
  if (adapter === undefined) throw new SocialLoginError('the provider has no code to exchange')
  const client = await clientOf(config, adapter, now)
  const back = new URL(redirectUri)
  back.searchParams.set('code', code)
  back.searchParams.set('state', state)
  let tokens: oidc.TokenEndpointResponse & oidc.TokenEndpointResponseHelpers
  try {
    tokens = await oidc.authorizationCodeGrant(client, back, {
      pkceCodeVerifier: verifier,
      expectedState: state,
      ...(adapter.idToken ? { expectedNonce: nonce, idTokenExpected: true } : {}),
    })
  } catch (error) {
    const refusal = refusalOf(error)
    if (refusal === undefined) throw error
    throw new SocialLoginError(refusal)
  } finally {
    const cache = config.jwksUrl && oidc.getJwksCache(client)
    if (config.jwksUrl && cache) keyCaches.set(config.jwksUrl, cache)
  }
  const profile = await adapter.profile({
    config,
    client,
    tokens,
    ...(formUser === undefined ? {} : { formUser }),
  })
  if (profile.subject === '' || profile.subject === 'undefined')
    throw new SocialLoginError('the provider did not say who signed in')
  return toIdentity(provider, profile)
}
