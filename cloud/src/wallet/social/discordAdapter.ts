import * as z from 'zod'
import { secretAuth } from './clientAuth.js'
import { profileRequest } from './profileRequest.js'
import { type SocialAdapter, SocialLoginError } from './socialAdapter.js'

// Discord ids are snowflakes: 64-bit integers sent as strings.
const DiscordUser = z.object({
  id: z.string().regex(/^\d{1,20}$/),
  username: z.string().min(1),
  global_name: z.string().nullish(),
  email: z.string().nullish(),
  verified: z.boolean().optional(),
})

/**
 * Discord (OAuth 2, scope `identify email`): `GET /users/@me`; its email counts only when the
 * account's `verified` says Discord confirmed it.
 */
export const discordAdapter: SocialAdapter = {
  idToken: false,
  clientAuth: secretAuth,
  async profile(source) {
    if (source.config.userinfoUrl === undefined) throw new SocialLoginError('the provider has no profile')
    const user = await profileRequest(source, new URL(source.config.userinfoUrl), DiscordUser)
    return {
      subject: user.id,
      ...(user.email ? { email: user.email } : {}),
      emailVerified: user.verified === true,
      name: user.username,
    }
  },
}
