import type { Address } from 'viem'
import { parseSiweMessage } from 'viem/siwe'

/** Farcaster's SIWF messages name OP mainnet, where its IdRegistry lives, whatever chain the app uses. */
export const SIWF_CHAIN_ID = 10

/** How far in the future `issuedAt` may be (clocks differ between the phone and the service). */
const CLOCK_SKEW_MS = 5 * 60_000

export type SiwfRefusal =
  | 'malformed'
  | 'domain'
  | 'uri'
  | 'nonce'
  | 'chain'
  | 'expired'
  | 'not-yet-valid'
  | 'fid'
  | 'custody'
  | 'signature'
  | 'unknown-fid'

export interface CheckSiwfMessageParameters {
  /** The EIP-4361 text the Farcaster app signed. */
  message: string
  /** The fid the app says it signed for. */
  fid: number
  /** What the message must name: this service's domain and uri, and the channel's nonce. */
  domain: string
  uri: string
  nonce: string
  now: number
}

export type CheckSiwfMessageReturnType =
  | { ok: true; address: Address }
  | { ok: false; reason: Exclude<SiwfRefusal, 'custody' | 'signature' | 'unknown-fid'> }

/**
 * The checks of a SIWF message that need no chain: it parses as EIP-4361 (version 1), names our
 * domain, uri and the channel's nonce, chain 10, is within its validity window, and its only
 * `farcaster://fid/` resource is the fid claimed. The signer (`address`) is checked against the
 * fid's custody on chain by the caller.
 *
 * @example
 * import { checkSiwfMessage } from './checkSiwfMessage.js'
 * const check = checkSiwfMessage({ message, fid: 1, domain: 'wallet.localhost:5175',
 *   uri: 'http://wallet.localhost:5175', nonce, now: Date.now() })
 */
export function checkSiwfMessage({
  message,
  fid,
  domain,
  uri,
  nonce,
  now,
}: CheckSiwfMessageParameters): CheckSiwfMessageReturnType {
  const fields = parseSiweMessage(message)
  const { address, issuedAt, expirationTime, notBefore, resources = [] } = fields
  const dates = [issuedAt, expirationTime, notBefore].filter((date) => date !== undefined)
  if (!address || fields.version !== '1' || !issuedAt || dates.some((date) => Number.isNaN(date.getTime())))
    return { ok: false, reason: 'malformed' }
  if (fields.domain !== domain) return { ok: false, reason: 'domain' }
  if (fields.uri !== uri) return { ok: false, reason: 'uri' }
  if (fields.nonce !== nonce) return { ok: false, reason: 'nonce' }
  if (fields.chainId !== SIWF_CHAIN_ID) return { ok: false, reason: 'chain' }
  if (expirationTime && expirationTime.getTime() <= now) return { ok: false, reason: 'expired' }
  if (notBefore && notBefore.getTime() > now) return { ok: false, reason: 'not-yet-valid' }
  if (issuedAt.getTime() > now + CLOCK_SKEW_MS) return { ok: false, reason: 'not-yet-valid' }
  const fids = resources.filter((r) => r.startsWith('farcaster://fid/'))
  if (fids.length !== 1 || fids[0] !== `farcaster://fid/${fid}`) return { ok: false, reason: 'fid' }
  return { ok: true, address }
}
