import type { CloudSiwxSession as SiwxSession } from '@airlock/shared-protocol/cloud-api'
import { siwxLimits } from '@airlock/shared-protocol/constants'
import { type Address, isAddressEqual } from 'viem'
import { parseSiweMessage, validateSiweMessage } from 'viem/siwe'

export type CheckedSession =
  | { ok: true; chain: string; address: Address; expiresAt: number | null }
  | { ok: false; message: string }

const sameTime = (text: string | undefined, date: Date | undefined) =>
  text === undefined ? date === undefined : date !== undefined && new Date(text).getTime() === date.getTime()

const sameList = (a: readonly string[] = [], b: readonly string[] = []) =>
  a.length === b.length && a.every((item, i) => item === b[i])

/**
 * Whether a session's message is an EIP-4361 message made of exactly its `data`, and current at `now`
 * (not expired, not before its `Not Before`, not issued in the future). The signature is checked by
 * the caller, against a node when there is one.
 */
export function checkSiwxSession({ data, message }: SiwxSession, now: number): CheckedSession {
  const fields = parseSiweMessage(message)
  const { address, domain, uri, version, chainId, nonce, issuedAt } = fields
  if (!address || !domain || !uri || !version || !chainId || !nonce || !issuedAt)
    return { ok: false, message: 'Invalid SIWX message' }
  const times = [issuedAt, fields.expirationTime, fields.notBefore]
  if (times.some((time) => time !== undefined && Number.isNaN(time.getTime())))
    return { ok: false, message: 'Invalid SIWX message' }
  const matches =
    domain === data.domain &&
    isAddressEqual(address, data.accountAddress as Address) &&
    uri === data.uri &&
    version === data.version &&
    `eip155:${chainId}` === data.chainId &&
    nonce === data.nonce &&
    sameTime(data.issuedAt, issuedAt) &&
    sameTime(data.expirationTime, fields.expirationTime) &&
    sameTime(data.notBefore, fields.notBefore) &&
    (fields.requestId ?? undefined) === (data.requestId || undefined) &&
    (fields.statement ?? undefined) === (data.statement || undefined) &&
    sameList(fields.resources, data.resources)
  if (!matches) return { ok: false, message: 'The message does not match the session data' }
  if (fields.expirationTime && fields.expirationTime.getTime() <= now)
    return { ok: false, message: 'Session expired' }
  if (fields.notBefore && fields.notBefore.getTime() > now)
    return { ok: false, message: 'Session is not valid yet' }
  if (issuedAt.getTime() > now + siwxLimits.issuedAtSkew)
    return { ok: false, message: 'Message issued in the future' }
  // viem's own checks besides (nonce and version grammar).
  if (!validateSiweMessage({ message: fields, address, domain, nonce, time: new Date(now) }))
    return { ok: false, message: 'Invalid SIWX message' }
  return {
    ok: true,
    chain: data.chainId,
    address,
    expiresAt: fields.expirationTime ? fields.expirationTime.getTime() : null,
  }
}
