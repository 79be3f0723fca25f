import { secretAuth } from './clientAuth.js'
import { isTrue, text } from './profileRequest.js'
import { type SocialAdapter, SocialLoginError } from './socialAdapter.js'

/** The ID token's claims: already verified by openid-client (signature, iss, aud, exp, nonce). */
export function idTokenClaims(tokens: { claims(): Record<string, unknown> | undefined }) {
  const claims = tokens.claims()
  if (claims === undefined) throw new SocialLoginError('the provider sent no ID token')
  return claims
}

/**
 * OpenID Connect (Google, and the development provider's OpenID clients): who signed in is the ID
 * token's `sub`, its email counts only with `email_verified`.
 */
export const oidcAdapter: SocialAdapter = {
  idToken: true,
  clientAuth: secretAuth,
  async profile({ tokens }) {
    const claims = idTokenClaims(tokens)
    const name = text(claims.preferred_username) ?? text(claims.name)
    const email = text(claims.email)
    return {
      subject: String(claims.sub),
      ...(email === undefined ? {} : { email }),
      emailVerified: isTrue(claims.email_verified),
      ...(name === undefined ? {} : { name }),
    }
  },
}
