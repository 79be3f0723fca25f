import * as z from 'zod'
import { secretAuth } from './clientAuth.js'
import { profileRequest } from './profileRequest.js'
import { type SocialAdapter, SocialLoginError } from './socialAdapter.js'

const XUser = z.object({
  data: z.object({
    id: z.string().regex(/^\d{1,20}$/),
    username: z.string().min(1),
    name: z.string().optional(),
  }),
})

/**
 * X (OAuth 2 with PKCE, scope `users.read tweet.read`): `GET /2/users/me` answers
 * `{ data: { id, username, name } }` and never an email, so an X account is its own user.
 */
export const xAdapter: SocialAdapter = {
  idToken: false,
  clientAuth: secretAuth,
  async profile(source) {
    if (source.config.userinfoUrl === undefined) throw new SocialLoginError('the provider has no profile')
    const { data } = await profileRequest(source, new URL(source.config.userinfoUrl), XUser)
    return { subject: data.id, emailVerified: false, name: data.username }
  },
}
