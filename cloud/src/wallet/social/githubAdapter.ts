import * as z from 'zod'
import { secretAuth } from './clientAuth.js'
import { profileRequest } from './profileRequest.js'
import { type SocialAdapter, SocialLoginError } from './socialAdapter.js'

const GitHubUser = z.object({
  id: z.number().int().positive(),
  login: z.string().min(1),
  name: z.string().nullish(),
})
const GitHubEmails = z.array(z.object({ email: z.string(), primary: z.boolean(), verified: z.boolean() }))

/**
 * GitHub (OAuth 2, scope `read:user user:email`): the numeric `id` of `GET /user` (a login can be
 * renamed and reused), and the email only from `GET /user/emails`, the primary one and only if
 * GitHub verified it (the profile's public email carries no such flag).
 */
export const githubAdapter: SocialAdapter = {
  idToken: false,
  clientAuth: secretAuth,
  async profile(source) {
    const base = source.config.userinfoUrl
    if (base === undefined) throw new SocialLoginError('the provider has no profile')
    const user = await profileRequest(source, new URL(base), GitHubUser)
    const emails = await profileRequest(source, new URL(`${base.replace(/\/$/, '')}/emails`), GitHubEmails)
    const primary = emails.find((entry) => entry.primary && entry.verified)
    return {
      subject: String(user.id),
      ...(primary === undefined ? {} : { email: primary.email }),
      emailVerified: primary !== undefined,
      name: user.login,
    }
  },
}
