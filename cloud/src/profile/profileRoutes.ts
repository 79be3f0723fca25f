import { clientAddress } from '@airlock/node-kit'
import {
  profileAccount,
  profileReverse,
  profileSuggestions,
  registerName as registerNameRoute,
} from '@airlock/shared-protocol/cloud-api'
import type { VerifySignature } from '../chain/verifyAccountSignature.js'
import { clientOf } from '../http/clientOf.js'
import { type Binding, bind, ok, refuse } from '../http/router.js'
import type { SharedLimits } from '../limits/budgets.js'
import { NAME_RULE_MESSAGE, NAME_ZONE, parseName } from './nameRule.js'
import type { NameStore } from './nameStore.js'
import { profileOf } from './profileOf.js'
import { registerName } from './registerName.js'
import {
  createRegistrationLimiter,
  defaultRegistrationLimits,
  type RegistrationLimits,
} from './registrationLimits.js'
import { suggestionCandidates, suggestNames } from './suggestNames.js'

export interface ProfileRoutesParameters {
  store: NameStore
  verify: VerifySignature
  zone?: string
  now?: () => number
  limits?: Partial<RegistrationLimits>
  /** Where rate limits are kept (this process's memory by default; Redis shared by every node). */
  sharedLimits?: SharedLimits
}

/**
 * Spec section 7's name routes over the name store: look a name up (with or without its zone), the
 * names of an address, suggestions, and registration (see `registerName`).
 */
export function profileRoutes({
  store,
  verify,
  zone = NAME_ZONE,
  now = Date.now,
  limits,
  sharedLimits,
}: ProfileRoutesParameters): Binding[] {
  const limiter = createRegistrationLimiter({ ...defaultRegistrationLimits, ...limits }, now, sharedLimits)
  return [
    bind(registerNameRoute, async ({ body, request }) => {
      const source = clientAddress(clientOf(request))
      const admit = (account: string) => limiter.take(source, account)
      return registerName(body, { store, verify, zone, now, admit })
    }),
    bind(profileAccount, async ({ params }) => {
      const asked = params.name.toLowerCase()
      // Seeded devnet names (`alice.airlock`) are looked up as they are.
      const record = await store.find(parseName(asked, zone)?.full ?? asked)
      return record ? ok(profileOf(record)) : refuse(404, 'Name not found')
    }),
    bind(profileReverse, async ({ params }) => ok((await store.ofAddress(params.address)).map(profileOf))),
    bind(profileSuggestions, async ({ params, query }) => {
      if (query.zone !== undefined && query.zone.toLowerCase() !== zone)
        return refuse(400, `Names are registered in ${zone} only`)
      const name = parseName(params.name, zone)
      if (!name) return refuse(400, NAME_RULE_MESSAGE)
      const taken = await store.registered(suggestionCandidates(name))
      return ok({ suggestions: suggestNames(name, (full) => taken.has(full)) })
    }),
  ]
}
