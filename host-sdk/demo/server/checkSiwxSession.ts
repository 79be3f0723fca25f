import { siwxLimits } from '@airlock/shared-protocol/constants'
import { type Address, getAddress, type Hex, isAddress, isAddressEqual, isHex } from 'viem'
import { parseSiweMessage } from 'viem/siwe'
import { type DemoApiMessage, demoApiMessages } from './demoApiMessages.ts'

/** AppKit's `SIWXSession`: the message's fields, its EIP-4361 text, and the account's signature of it. */
export interface SiwxSession {
  data: {
    accountAddress: string
    /** CAIP-2, e.g. `eip155:31337`. */
    chainId: string
    domain: string
    uri: string
    version: string
    nonce: string
    issuedAt?: string
    expirationTime?: string
    notBefore?: string
    requestId?: string
    resources?: string[]
    statement?: string
  }
  message: string
  signature: Hex
}

export interface CheckSiwxSessionParameters {
  /** The request body's `session`, unchecked. */
  session: unknown
  /** The dApp's own origin, e.g. `http://app.localhost:5173`: its host is the only domain accepted. */
  origin: string
  chainId: number
  now: number
}

export type CheckSiwxSessionReturnType =
  | { ok: true; address: Address; nonce: string; message: string; signature: Hex; expiresAt?: number }
  | { ok: false; status: 400 | 401; message: DemoApiMessage }

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

function isSession(value: unknown): value is SiwxSession {
  if (!isRecord(value) || !isRecord(value.data)) return false
  const { data, message, signature } = value
  return (
    typeof message === 'string' &&
    typeof signature === 'string' &&
    isHex(signature) &&
    typeof data.accountAddress === 'string' &&
    typeof data.chainId === 'string'
  )
}

const timeOf = (value: string | undefined) => (value === undefined ? undefined : new Date(value).getTime())

/**
 * Everything about a SIWX session that needs no chain: the shape, the EIP-4361 text (version 1, every
 * date well formed), our domain and origin, a chain we serve, the validity window at `now`, a fresh
 * `Issued At` (neither ahead of our clock beyond the skew nor older than `siwxLimits.maxMessageAge`,
 * with or without an expiry: a sign-in is signed just now), and `data` saying what the message says.
 * The nonce (issued by us, unused) and the signature are the caller's.
 *
 * @example
 * import { checkSiwxSession } from './checkSiwxSession.ts'
 * const check = checkSiwxSession({ session, origin: 'http://app.localhost:5173', chainId: 31337, now: Date.now() })
 * if (!check.ok) refuse(check.status, check.message)
 */
export function checkSiwxSession({
  session,
  origin,
  chainId,
  now,
}: CheckSiwxSessionParameters): CheckSiwxSessionReturnType {
  const refuse = (status: 400 | 401, message: DemoApiMessage) => ({ ok: false, status, message }) as const
  if (!isSession(session)) return refuse(400, demoApiMessages.MALFORMED_SESSION)
  const { data, message, signature } = session
  const fields = parseSiweMessage(message)
  const { address, nonce, issuedAt, expirationTime, notBefore } = fields
  const dates = [issuedAt, expirationTime, notBefore].filter((date) => date !== undefined)
  if (
    !address ||
    !isAddress(address, { strict: false }) ||
    !nonce ||
    !fields.uri ||
    fields.version !== '1' ||
    !issuedAt ||
    dates.some((date) => Number.isNaN(date.getTime()))
  )
    return refuse(400, demoApiMessages.MALFORMED_MESSAGE)

  const own = new URL(origin)
  const scheme = own.protocol.slice(0, -1)
  if (fields.domain !== own.host || (fields.scheme !== undefined && fields.scheme !== scheme))
    return refuse(401, demoApiMessages.WRONG_DOMAIN)
  if (!URL.canParse(fields.uri) || new URL(fields.uri).origin !== own.origin)
    return refuse(401, demoApiMessages.WRONG_URI)
  if (fields.chainId !== chainId) return refuse(401, demoApiMessages.WRONG_CHAIN)
  if (expirationTime && expirationTime.getTime() <= now) return refuse(401, demoApiMessages.EXPIRED)
  if (notBefore && notBefore.getTime() > now) return refuse(401, demoApiMessages.NOT_YET_VALID)
  if (issuedAt.getTime() > now + siwxLimits.issuedAtSkew) return refuse(401, demoApiMessages.ISSUED_IN_FUTURE)
  if (issuedAt.getTime() < now - siwxLimits.maxMessageAge) return refuse(401, demoApiMessages.TOO_OLD)

  const sameList = (a: string[] | undefined, b: string[] | undefined) =>
    (a ?? []).length === (b ?? []).length && (a ?? []).every((item, i) => item === b?.[i])
  const matches =
    isAddress(data.accountAddress, { strict: false }) &&
    isAddressEqual(data.accountAddress, address) &&
    data.chainId === `eip155:${fields.chainId}` &&
    data.domain === fields.domain &&
    data.uri === fields.uri &&
    data.version === fields.version &&
    data.nonce === nonce &&
    timeOf(data.issuedAt) === issuedAt.getTime() &&
    timeOf(data.expirationTime) === expirationTime?.getTime() &&
    timeOf(data.notBefore) === notBefore?.getTime() &&
    data.requestId === fields.requestId &&
    data.statement === fields.statement &&
    sameList(data.resources, fields.resources)
  if (!matches) return refuse(400, demoApiMessages.DATA_MISMATCH)

  return {
    ok: true,
    address: getAddress(address),
    nonce,
    message,
    signature,
    ...(expirationTime ? { expiresAt: expirationTime.getTime() } : {}),
  }
}
