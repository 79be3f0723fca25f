import { socialProofTypes } from '@airlock/shared-protocol/social-proof'
import {
  type ForgeContext,
  type Forgery,
  pollutionPayload,
  type WalletTarget,
  withOwnProto,
} from './forgeContext.ts'
import { junkValue } from './junkValues.ts'
import type { Random } from './random.ts'

const { request: REQUEST, answer: ANSWER } = socialProofTypes
const base64url = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'

/** A base64url id, by default as long as the service's secrets: another sign-in, a guess, a proof. */
export function randomIntent(random: Random, length = 43): string {
  let id = ''
  for (let i = 0; i < length; i++) id += base64url[random.int(base64url.length)]
  return id
}

/** The live id, nearly: for a frame that compares loosely, trims, or matches a prefix. */
function nearIntent(random: Random, live: string): string {
  switch (random.int(7)) {
    case 0: {
      const at = random.int(live.length)
      const other = base64url[(base64url.indexOf(live[at] ?? 'A') + 1) % base64url.length]
      return live.slice(0, at) + other + live.slice(at + 1)
    }
    case 1:
      return live.slice(0, random.between(0, live.length - 1))
    case 2:
      return live + random.pick(['A', '=', '\u0000', ' ', '%00', '&intent=x'])
    case 3:
      return live.toUpperCase() === live ? live.toLowerCase() : live.toUpperCase()
    case 4:
      return random.pick([` ${live}`, `${live}\n`, `\u200b${live}`])
    case 5:
      return random.pick([`intent=${live}`, `?intent=${live}`, encodeURIComponent(`"${live}"`)])
    default:
      return `${live},${live}`
  }
}

/** What an `intent` field may hold besides a string, for a frame that coerces or reads through. */
function oddIntent<P>(context: ForgeContext<P>, live: string): unknown {
  switch (context.random.int(6)) {
    case 0:
      return [live]
    case 1:
      return new String(live)
    case 2:
      return { toString: live, valueOf: live, intent: live }
    case 3:
      return context.random.pick([0, 1, -1, null, undefined, true, Number.NaN])
    case 4:
      return new Map([[live, live]])
    default:
      return junkValue(context)
  }
}

const typeNearMisses = [
  '@airlock-social/proof_request',
  `${REQUEST} `,
  ` ${REQUEST}`,
  `${REQUEST}\u0000`,
  '@airlock-social/',
  'PROOF_REQUEST',
  '@airlock-app/PROOF_REQUEST',
  '@airlock-frame/PROOF_REQUEST',
  ANSWER,
] as const

/**
 * Proof requests, as the social popup's callback page sends them: the right type and the live
 * sign-in's id (what a frame without the origin and source checks would answer with its proof),
 * other and nearly-right ids, odd shapes, extra fields and pollution.
 */
export function forgeProofRequest<P>(context: ForgeContext<P>, { intent }: WalletTarget): Forgery {
  const { random } = context
  switch (random.int(8)) {
    case 0:
    case 1:
      return { variant: 'proof-request-live', data: { type: REQUEST, intent } }
    case 2:
      return {
        variant: 'proof-request-random',
        data: { type: REQUEST, intent: randomIntent(random, intent.length) },
      }
    case 3:
      return { variant: 'proof-request-near', data: { type: REQUEST, intent: nearIntent(random, intent) } }
    case 4:
      return {
        variant: 'proof-request-odd-intent',
        data: { type: REQUEST, intent: oddIntent(context, intent) },
      }
    case 5:
      return {
        variant: 'proof-request-extra',
        data: random.chance(0.5)
          ? { type: REQUEST, intent, proof: randomIntent(random), claim: randomIntent(random), reply: '*' }
          : withOwnProto({ type: REQUEST, intent }, pollutionPayload()),
      }
    case 6:
      return { variant: 'proof-request-type', data: { type: random.pick(typeNearMisses), intent } }
    default:
      return {
        variant: 'proof-request-wrapped',
        data: random.pick([
          [REQUEST, intent],
          JSON.stringify({ type: REQUEST, intent }),
          { data: { type: REQUEST, intent } },
          `${REQUEST}:${intent}`,
          new Map<string, string>([
            ['type', REQUEST],
            ['intent', intent],
          ]),
        ]),
      }
  }
}

/**
 * Proof answers, as the frame would send the callback page: the frame never takes one, so a frame
 * that did (to replace its own proof, say) shows as a changed sign-in.
 */
export function forgeProofAnswer<P>(context: ForgeContext<P>, { intent }: WalletTarget): Forgery {
  const { random } = context
  switch (random.int(4)) {
    case 0:
      return { variant: 'proof-answer-live', data: { type: ANSWER, intent, proof: randomIntent(random) } }
    case 1:
      return {
        variant: 'proof-answer-other',
        data: { type: ANSWER, intent: randomIntent(random, intent.length), proof: randomIntent(random) },
      }
    case 2:
      return {
        variant: 'proof-answer-odd',
        data: { type: ANSWER, intent: oddIntent(context, intent), proof: junkValue(context) },
      }
    default:
      return {
        variant: 'proof-answer-pollution',
        data: withOwnProto({ type: ANSWER, intent, proof: '' }, pollutionPayload()),
      }
  }
}
