import type { registerName as registerNameRoute } from '@airlock/shared-protocol/cloud-api'
import { type Hex, isAddress, keccak256, stringToHex } from 'viem'
import * as z from 'zod'
import type { VerifySignature } from '../chain/verifyAccountSignature.js'
import { type Answer as RouteAnswer, refuse } from '../http/router.js'
import { chainOfCoinType } from './coinType.js'
import { NAME_RULE_MESSAGE, parseName } from './nameRule.js'
import type { NameStore, RegisterOutcome } from './nameStore.js'
import { profileOf } from './profileOf.js'
import { tooManyRegistrations } from './registrationLimits.js'

/** A registration message is accepted within this much of its timestamp, either way. */
export const REGISTRATION_WINDOW_MS = 10 * 60_000

const RegistrationBodySchema = z.object({
  coin_type: z.number().int().nonnegative(),
  address: z.string().max(64),
  /** AppKit's format: the JSON text `{ name, attributes, timestamp }` the wallet signed (personal_sign). */
  message: z.string().max(2048),
  /** 65 bytes for an EOA; longer for contract accounts (ERC-1271) and ERC-6492 wrappers. */
  signature: z
    .string()
    .regex(/^0x[0-9a-fA-F]{130,16384}$/)
    .refine((hex) => hex.length % 2 === 0),
})

const RegistrationMessageSchema = z.object({
  name: z.string().max(128),
  attributes: z
    .record(z.string().regex(/^[a-zA-Z][a-zA-Z0-9_]{0,31}$/), z.string().max(256))
    .refine((attributes) => Object.keys(attributes).length <= 8)
    .optional(),
  /** Seconds since epoch (AppKit); milliseconds are recognized too. */
  timestamp: z.number().int().positive(),
})

const refusals: Record<Exclude<RegisterOutcome, 'registered'>, string> = {
  replayed: 'Message already used',
  taken: 'Name is already taken',
  hasName: 'This address already has a name',
}

export interface RegisterNameContext {
  store: NameStore
  verify: VerifySignature
  zone: string
  now: () => number
  /** Spends one attempt of the caller's and the account's budgets: 0, or the seconds to wait. */
  admit: (account: string) => Promise<number>
}

type Answer = RouteAnswer<typeof registerNameRoute>

function readMessage(text: string) {
  try {
    const parsed = RegistrationMessageSchema.safeParse(JSON.parse(text))
    return parsed.success ? parsed.data : undefined
  } catch {
    return undefined
  }
}

/**
 * `POST /v1/profile/account`: registers a name for the address that signed the request's message.
 * Cheap checks first (rule, chain, freshness, replay, availability), then the rate limits (an attempt
 * that could register counts), then the signature (a node call for contract accounts), then one
 * transaction that stores the name and spends the message.
 */
export async function registerName(
  body: unknown,
  { store, verify, zone, now, admit }: RegisterNameContext,
): Promise<Exclude<Answer, symbol>> {
  const request = RegistrationBodySchema.safeParse(body)
  if (!request.success) return refuse(400, 'Invalid body')
  const { coin_type: coinType, address, message, signature } = request.data
  const chain = chainOfCoinType(coinType)
  if ('error' in chain) return refuse(400, chain.error)
  if (!isAddress(address, { strict: false })) return refuse(400, 'Invalid address')
  const fields = readMessage(message)
  if (!fields) return refuse(400, 'Invalid message')
  const name = parseName(fields.name, zone)
  if (!name) return refuse(400, NAME_RULE_MESSAGE)
  const signedAt = fields.timestamp < 1e12 ? fields.timestamp * 1000 : fields.timestamp
  if (signedAt < now() - REGISTRATION_WINDOW_MS) return refuse(400, 'Message expired')
  if (signedAt > now() + REGISTRATION_WINDOW_MS) return refuse(400, 'Message timestamp is in the future')
  const messageHash = keccak256(stringToHex(message))
  if (await store.messageUsed(messageHash)) return refuse(409, refusals.replayed)
  if (await store.find(name.full)) return refuse(409, refusals.taken)
  if ((await store.ofAddress(address)).some((record) => record.name.endsWith(`.${zone}`)))
    return refuse(409, refusals.hasName)
  const wait = await admit(address)
  if (wait > 0)
    return { ...refuse(429, tooManyRegistrations(wait)), headers: { 'retry-after': String(wait) } }
  const valid = await verify({
    chain: `eip155:${chain.chainId}`,
    address,
    message,
    signature: signature as Hex,
  })
  if (!valid) return refuse(401, 'Invalid signature')
  const outcome = await store.register({
    name: name.full,
    zone,
    address,
    coinType,
    chainId: chain.chainId,
    attributes: fields.attributes ?? {},
    messageHash,
    messageExpiresAt: signedAt + REGISTRATION_WINDOW_MS,
  })
  if (outcome !== 'registered') return refuse(409, refusals[outcome])
  const record = await store.find(name.full)
  return record ? { status: 200, body: profileOf(record) } : refuse(500, 'Name not stored')
}
