import * as z from 'zod'
import { secretAuth } from './clientAuth.js'
import { isTrue, profileRequest, text } from './profileRequest.js'
import { type SocialAdapter, SocialLoginError } from './socialAdapter.js'

const Claims = z.record(z.string(), z.unknown())

/**
 * Plain OAuth 2 with an OpenID-style userinfo endpoint (the development provider's non-OpenID
 * clients): `sub`, `email` with `email_verified`, `preferred_username`.
 */
export const userinfoAdapter: SocialAdapter = {
  idToken: false,
  clientAuth: secretAuth,
  async profile(source) {
    if (source.config.userinfoUrl === undefined) throw new SocialLoginError('the provider has no profile')
    const claims = await profileRequest(source, new URL(source.config.userinfoUrl), Claims)
    const subject = text(claims.sub)
    if (subject === undefined) throw new SocialLoginError('the provider did not say who signed in')
    const email = text(claims.email)
    const name = text(claims.preferred_username) ?? text(claims.name)
    return {
      subject,
      ...(email === undefined ? {} : { email }),
      emailVerified: isTrue(claims.email_verified),
      ...(name === undefined ? {} : { name }),
    }
  },
}
