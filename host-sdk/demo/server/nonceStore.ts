import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { siwxLimits } from '@airlock/shared-protocol/constants'

/** How long an issued nonce may be used. */
export const NONCE_TTL_MS = siwxLimits.nonceLifetime
// random (12 bytes) | expiry (ms, 12 hex digits) | HMAC of both (16 bytes): 68 hex characters, EIP-4361's
// alphanumerics.
const NONCE = /^([0-9a-f]{24})([0-9a-f]{12})([0-9a-f]{32})$/

export interface CreateNonceStoreParameters {
  now: () => number
  /** The key nonces are signed with; by default a random one (nonces of a previous run are void). */
  key?: Buffer
}

export type ClaimResult = 'ok' | 'used' | 'invalid'

export interface NonceStore {
  /** A fresh nonce, usable once within NONCE_TTL_MS. */
  issue(): string
  /** Marks a nonce used: `ok` the first time, `used` after that, `invalid` if this store never issued it
   *  or its time is up. */
  claim(nonce: string): ClaimResult
  /** Undoes a claim whose signature did not verify, so a forgery cannot burn the user's nonce. */
  release(nonce: string): void
}

/**
 * The demo server's nonces: only those it issued, each accepted once, within NONCE_TTL_MS. A nonce
 * carries its expiry and an HMAC under the server's key, so issuing one stores nothing: a flood of
 * `GET /api/siwx/nonce` costs no memory and cannot push a visitor's nonce out. What is kept is the
 * used ones, until they expire (after that they are refused as expired anyway).
 *
 * @example
 * import { createNonceStore } from './nonceStore.ts'
 * const nonces = createNonceStore({ now: Date.now })
 * nonces.claim(nonces.issue()) // 'ok', then 'used'; a nonce the client made: 'invalid'
 */
export function createNonceStore({ now, key = randomBytes(32) }: CreateNonceStoreParameters): NonceStore {
  const used = new Map<string, number>()
  const mac = (body: string) => createHmac('sha256', key).update(body).digest().subarray(0, 16)
  /** The nonce's expiry if this store issued it, else undefined. */
  const expiryOf = (nonce: string) => {
    const [, random, expiry, tag] = NONCE.exec(nonce) ?? []
    if (!random || !expiry || !tag) return undefined
    return timingSafeEqual(Buffer.from(tag, 'hex'), mac(random + expiry))
      ? Number.parseInt(expiry, 16)
      : undefined
  }
  return {
    issue() {
      const body = randomBytes(12).toString('hex') + (now() + NONCE_TTL_MS).toString(16).padStart(12, '0')
      return body + mac(body).toString('hex')
    },
    claim(nonce) {
      for (const [old, expires] of used) if (expires <= now()) used.delete(old)
      const expires = expiryOf(nonce)
      if (expires === undefined || expires <= now()) return 'invalid'
      if (used.has(nonce)) return 'used'
      used.set(nonce, expires)
      return 'ok'
    },
    release(nonce) {
      used.delete(nonce)
    },
  }
}
