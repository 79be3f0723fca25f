import * as z from 'zod'
import { defineRoute } from './route.js'

/** A name as the profile API answers it (AppKit's `BlockchainApiLookupEnsName`). */
export const ProfileSchema = z.object({
  name: z.string().max(128),
  registered: z.number().int(),
  updated: z.number().int(),
  /** Coin type (ENSIP-11) -> the address under it. */
  addresses: z.record(
    z.string().max(16),
    z.object({ address: z.string().max(128), created: z.string().max(64) }),
  ),
  attributes: z.record(z.string().max(64), z.string().max(1024)),
  created_at: z.string().max(64),
})
export type ProfileAnswer = z.infer<typeof ProfileSchema>

const NameParams = z.object({ name: z.string().min(1).max(128) })

/** Registers a name the address signed for (the body is checked by the registration itself). */
export const registerName = defineRoute({
  method: 'POST',
  path: '/v1/profile/account',
  access: 'modal',
  body: z.unknown(),
  bodyBytes: 8 * 1024,
  response: ProfileSchema,
})

export const profileAccount = defineRoute({
  method: 'GET',
  path: '/v1/profile/account/:name',
  access: 'modal',
  params: NameParams,
  response: ProfileSchema,
})

export const profileReverse = defineRoute({
  method: 'GET',
  path: '/v1/profile/reverse/:address',
  access: 'modal',
  params: z.object({ address: z.string().regex(/^0x[0-9a-fA-F]{40}$/, { error: 'Invalid address' }) }),
  invalid: 'issue',
  response: z.array(ProfileSchema).max(100),
})

export const profileSuggestions = defineRoute({
  method: 'GET',
  path: '/v1/profile/suggestions/:name',
  access: 'modal',
  params: NameParams,
  query: z.object({ zone: z.string().max(64).optional() }),
  response: z.object({
    suggestions: z.array(z.object({ name: z.string().max(128), registered: z.boolean() })).max(16),
  }),
})
