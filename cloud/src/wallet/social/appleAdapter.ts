import { importPKCS8, SignJWT } from 'jose'
import * as oidc from 'openid-client'
import * as z from 'zod'
import { idTokenClaims } from './oidcAdapter.js'
import { isTrue, text } from './profileRequest.js'
import { type SocialAdapter, SocialLoginError } from './socialAdapter.js'
import type { AppleSigningKey, SocialProviderConfig } from './socialConfig.js'

/** Apple takes client secrets of up to six months; ours lives for one token request. */
const secretLifetimeS = 300

const keys = new Map<string, ReturnType<typeof importPKCS8>>()
const signingKeyOf = (pem: string) => {
  const found = keys.get(pem) ?? importPKCS8(pem, 'ES256')
  keys.set(pem, found)
  return found
}

/**
 * Apple's client secret: a JWT signed ES256 with the team's key (`kid`), issued by the team to
 * the services id, for Apple's issuer.
 */
export async function appleClientSecret(
  { teamId, keyId, privateKey }: AppleSigningKey,
  clientId: string,
  audience: string,
  nowS = Math.floor(Date.now() / 1000),
): Promise<string> {
  return new SignJWT({})
    .setProtectedHeader({ alg: 'ES256', kid: keyId })
    .setIssuer(teamId)
    .setSubject(clientId)
    .setAudience(audience)
    .setIssuedAt(nowS)
    .setExpirationTime(nowS + secretLifetimeS)
    .sign(await signingKeyOf(privateKey))
}

/** The `user` form field of Apple's first sign-in: `{ name: { firstName, lastName }, email }`. */
const AppleUser = z.object({
  name: z
    .object({ firstName: z.string().max(256).optional(), lastName: z.string().max(256).optional() })
    .optional(),
})

/** The name of Apple's `user` field, or undefined when absent or not of its shape (it is not signed). */
function nameOf(formUser: string | undefined): string | undefined {
  if (formUser === undefined) return undefined
  let value: unknown
  try {
    value = JSON.parse(formUser)
  } catch {
    return undefined
  }
  const parsed = AppleUser.safeParse(value)
  const { firstName = '', lastName = '' } = (parsed.success && parsed.data.name) || {}
  const name = `${firstName} ${lastName}`.trim()
  return name === '' ? undefined : name
}

/**
 * Sign in with Apple: OpenID Connect answered by `form_post` (a POST to the callback, with the
 * user's name in the form's `user` field on the first sign-in only), a client secret that is a JWT
 * signed with the team's key, and `email_verified` as the string "true".
 */
export const appleAdapter: SocialAdapter = {
  idToken: true,
  authorizationParams: { response_mode: 'form_post' },
  async clientAuth(config: SocialProviderConfig) {
    if (config.appleKey === undefined || config.issuer === undefined)
      throw new SocialLoginError('the provider is not configured')
    return oidc.ClientSecretPost(await appleClientSecret(config.appleKey, config.clientId, config.issuer))
  },
  async profile({ tokens, formUser }) {
    const claims = idTokenClaims(tokens)
    const email = text(claims.email)
    const name = nameOf(formUser)
    return {
      subject: String(claims.sub),
      ...(email === undefined ? {} : { email }),
      emailVerified: isTrue(claims.email_verified),
      ...(name === undefined ? {} : { name }),
    }
  },
}
