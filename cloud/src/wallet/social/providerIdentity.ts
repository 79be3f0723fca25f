import { createRemoteJWKSet, type JWTPayload, jwtVerify } from 'jose'
import type { SocialProviderConfig } from './socialConfig.js'
import type { SocialIdentity } from './socialIntentStore.js'

/** A refusal whose text the frame shows (after 'Social login failed: '). */
export class SocialLoginError extends Error {}

const timeoutMs = 10_000

/** The authorization code traded at the token endpoint, with the PKCE verifier (and the client secret). */
async function exchangeCode(
  config: SocialProviderConfig,
  code: string,
  verifier: string,
  redirectUri: string,
): Promise<{ access_token?: string; id_token?: string }> {
  const form = new URLSearchParams({
    grant_type: 'authorization_code',
    code,
    redirect_uri: redirectUri,
    code_verifier: verifier,
    client_id: config.clientId,
  })
  const headers: Record<string, string> = {
    accept: 'application/json',
    'content-type': 'application/x-www-form-urlencoded',
  }
  if (config.clientSecret !== undefined) {
    if (config.tokenAuth === 'client_secret_basic') {
      const pair = `${encodeURIComponent(config.clientId)}:${encodeURIComponent(config.clientSecret)}`
      headers.authorization = `Basic ${Buffer.from(pair).toString('base64')}`
    } else form.set('client_secret', config.clientSecret)
  }
  const response = await fetch(config.tokenUrl, {
    method: 'POST',
    headers,
    body: form,
    signal: AbortSignal.timeout(timeoutMs),
  })
  if (!response.ok) throw new SocialLoginError(`the provider refused the code (${response.status})`)
  return (await response.json()) as { access_token?: string; id_token?: string }
}

/** Claims as providers spell them: OIDC (`sub`, `email_verified`), Discord (`id`, `verified`), X (`data`). */
type Claims = Record<string, unknown>

const text = (value: unknown) =>
  typeof value === 'string' && value !== '' ? value : typeof value === 'number' ? String(value) : undefined

/** Apple sends `email_verified` as the string "true". */
const isTrue = (value: unknown) => value === true || value === 'true'

function identityOf(provider: string, claims: Claims): SocialIdentity {
  const subject = text(claims.sub) ?? text(claims.id)
  if (subject === undefined) throw new SocialLoginError('the provider did not say who signed in')
  const email = text(claims.email)
  const verified = isTrue(claims.email_verified) || isTrue(claims.verified)
  const username = text(claims.preferred_username) ?? text(claims.username) ?? text(claims.login)
  return {
    provider,
    subject,
    ...(email !== undefined && verified ? { email: email.trim().toLowerCase() } : {}),
    ...(username === undefined ? {} : { username }),
  }
}

const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>()
const keySetOf = (url: string) => {
  const found = keySets.get(url) ?? createRemoteJWKSet(new URL(url), { timeoutDuration: timeoutMs })
  keySets.set(url, found)
  return found
}

/**
 * Who signed in: the code exchanged (PKCE), then the ID token verified (signature against the
 * provider's keys, iss, aud, exp, and our nonce) for an OpenID provider, else the userinfo endpoint
 * asked with the access token. Throws SocialLoginError with a text for the user.
 */
export async function providerIdentity(
  provider: string,
  config: SocialProviderConfig,
  {
    code,
    verifier,
    nonce,
    redirectUri,
    now,
  }: {
    code: string
    verifier: string
    nonce: string
    redirectUri: string
    now: number
  },
): Promise<SocialIdentity> {
  const tokens = await exchangeCode(config, code, verifier, redirectUri)
  if (config.issuer !== undefined && config.jwksUrl !== undefined) {
    if (typeof tokens.id_token !== 'string') throw new SocialLoginError('the provider sent no ID token')
    let payload: JWTPayload
    try {
      ;({ payload } = await jwtVerify(tokens.id_token, keySetOf(config.jwksUrl), {
        issuer: config.issuer,
        audience: config.clientId,
        requiredClaims: ['exp', 'sub', 'nonce'],
        currentDate: new Date(now),
      }))
    } catch {
      throw new SocialLoginError('the ID token is not valid')
    }
    if (payload.nonce !== nonce) throw new SocialLoginError('the ID token is not for this sign-in')
    return identityOf(provider, payload)
  }
  if (config.userinfoUrl === undefined || typeof tokens.access_token !== 'string')
    throw new SocialLoginError('the provider sent no access token')
  const response = await fetch(config.userinfoUrl, {
    headers: { authorization: `Bearer ${tokens.access_token}`, accept: 'application/json' },
    signal: AbortSignal.timeout(timeoutMs),
  })
  if (!response.ok) throw new SocialLoginError(`the provider refused the profile (${response.status})`)
  const body = (await response.json()) as Claims
  // X answers { data: { id, username } }.
  const claims = typeof body.data === 'object' && body.data !== null ? (body.data as Claims) : body
  return identityOf(provider, claims)
}
