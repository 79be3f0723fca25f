import type { IncomingMessage, ServerResponse } from 'node:http'
import { isAddress } from 'viem'
import type { VerifySignature } from '../chain/verifyAccountSignature.js'
import { readBody } from '../http/readBody.js'
import { json, queryOf } from '../http/respond.js'
import { clientAddress } from '../relay/clientAddress.js'
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

const REGISTRATION_BODY_BYTES = 8 * 1024

export interface ProfileRoutesParameters {
  store: NameStore
  verify: VerifySignature
  zone?: string
  now?: () => number
  limits?: Partial<RegistrationLimits>
}

/** Answers the request if it is one of the profile routes; false otherwise. */
export type ProfileRoutes = (
  request: IncomingMessage,
  response: ServerResponse,
  path: string,
) => Promise<boolean>

const segment = (match: RegExpExecArray) => decodeURIComponent(match[1] as string)

/**
 * Spec section 7's name routes over the name store: look a name up (with or without its zone), the
 * names of an address, suggestions, and registration (see `registerName`).
 */
export function createProfileRoutes({
  store,
  verify,
  zone = NAME_ZONE,
  now = Date.now,
  limits,
}: ProfileRoutesParameters): ProfileRoutes {
  const limiter = createRegistrationLimiter({ ...defaultRegistrationLimits, ...limits }, now)
  return async (request, response, path) => {
    const reply = (status: number, body: unknown, headers?: Record<string, string>) => {
      json(response, status, body, headers)
      return true
    }
    const method = request.method
    if (path === '/v1/profile/account' && method === 'POST') {
      const raw = await readBody(request, REGISTRATION_BODY_BYTES)
      if (raw === undefined) return reply(413, { message: 'Request body too large' })
      let body: unknown
      try {
        body = JSON.parse(raw)
      } catch {
        return reply(400, { message: 'Invalid body' })
      }
      const source = clientAddress(request.socket.remoteAddress)
      const admit = (account: string) => limiter.take(source, account)
      const answer = await registerName(body, { store, verify, zone, now, admit })
      return reply(answer.status, answer.body, answer.headers)
    }
    if (method !== 'GET') return false
    const account = /^\/v1\/profile\/account\/([^/]{1,128})$/.exec(path)
    if (account) {
      const asked = segment(account).toLowerCase()
      // Seeded devnet names (`alice.airlock`) are looked up as they are.
      const record = await store.find(parseName(asked, zone)?.full ?? asked)
      return record ? reply(200, profileOf(record)) : reply(404, { message: 'Name not found' })
    }
    const reverse = /^\/v1\/profile\/reverse\/([^/]{1,128})$/.exec(path)
    if (reverse) {
      const address = segment(reverse)
      if (!isAddress(address, { strict: false })) return reply(400, { message: 'Invalid address' })
      return reply(200, (await store.ofAddress(address)).map(profileOf))
    }
    const suggestions = /^\/v1\/profile\/suggestions\/([^/]{1,128})$/.exec(path)
    if (suggestions) {
      const askedZone = queryOf(request).zone
      if (askedZone !== undefined && askedZone.toLowerCase() !== zone)
        return reply(400, { message: `Names are registered in ${zone} only` })
      const name = parseName(segment(suggestions), zone)
      if (!name) return reply(400, { message: NAME_RULE_MESSAGE })
      const taken = await store.registered(suggestionCandidates(name))
      return reply(200, { suggestions: suggestNames(name, (full) => taken.has(full)) })
    }
    return false
  }
}
