import * as z from 'zod'
import { secretAuth } from './clientAuth.js'
import { profileRequest } from './profileRequest.js'
import { type SocialAdapter, SocialLoginError } from './socialAdapter.js'

const GraphMe = z.object({
  id: z.string().regex(/^\d{1,24}$/),
  name: z.string().optional(),
  email: z.string().optional(),
})

/**
 * Facebook (OAuth 2, scope `public_profile email`): Graph `me?fields=id,name,email`. The id is
 * per app. Graph's `email` carries no verified flag and Facebook does not promise it was
 * confirmed, so it never counts as verified: an address that links the sign-in to the user who
 * owns it must be proven, and a wrong guess here would hand that user's wallet over.
 */
export const facebookAdapter: SocialAdapter = {
  idToken: false,
  clientAuth: secretAuth,
  async profile(source) {
    if (source.config.userinfoUrl === undefined) throw new SocialLoginError('the provider has no profile')
    const url = new URL(source.config.userinfoUrl)
    url.searchParams.set('fields', 'id,name,email')
    const me = await profileRequest(source, url, GraphMe)
    return {
      subject: me.id,
      ...(me.email ? { email: me.email } : {}),
      emailVerified: false,
      ...(me.name ? { name: me.name } : {}),
    }
  },
}
