import { randomBytes } from 'node:crypto'

/** How long an issued nonce counts as issued. */
export const NONCE_TTL_MS = 10 * 60_000
/** At most this many issued nonces are remembered; the oldest go first (the route is open to anyone). */
const MAX_ISSUED = 10_000
/** EIP-4361: at least 8 alphanumeric characters. */
const NONCE = /^[a-zA-Z0-9]{8,}$/

export interface CreateNonceStoreParameters {
  now: () => number
  /** Accept only nonces this store issued (and within NONCE_TTL_MS); by default any nonce, once. */
  requireIssued?: boolean
}

export type ClaimResult = 'ok' | 'used' | 'invalid'

export interface NonceStore {
  /** A fresh random nonce (32 hex characters), remembered as issued for NONCE_TTL_MS. */
  issue(): string
  /** Marks a nonce used: `ok` the first time, `used` after that, `invalid` if it may not be used. */
  claim(nonce: string): ClaimResult
  /** Undoes a claim whose signature did not verify, so a forgery cannot burn the user's nonce. */
  release(nonce: string): void
}

/**
 * The demo server's nonces. Policy: a nonce is accepted once, ever (replays are refused for the
 * server's life). Without `requireIssued` any well-formed nonce is accepted once, so a client that
 * makes its own nonce (AppKit's default SIWX) still signs in; with it, only ours, within 10 minutes.
 *
 * @example
 * import { createNonceStore } from './nonceStore.ts'
 * const nonces = createNonceStore({ now: Date.now })
 * nonces.claim(nonces.issue()) // 'ok', then 'used'
 */
export function createNonceStore({ now, requireIssued = false }: CreateNonceStoreParameters): NonceStore {
  const issued = new Map<string, number>()
  const used = new Set<string>()
  const prune = () => {
    for (const [nonce, expires] of issued) if (expires <= now()) issued.delete(nonce)
    for (const nonce of issued.keys()) {
      if (issued.size < MAX_ISSUED) break
      issued.delete(nonce)
    }
  }
  return {
    issue() {
      prune()
      const nonce = randomBytes(16).toString('hex')
      issued.set(nonce, now() + NONCE_TTL_MS)
      return nonce
    },
    claim(nonce) {
      if (used.has(nonce)) return 'used'
      const expires = issued.get(nonce)
      const fresh = expires !== undefined && expires > now()
      if (!fresh && (requireIssued || !NONCE.test(nonce))) return 'invalid'
      // Left among the issued until it expires: a released nonce is still ours.
      used.add(nonce)
      return 'ok'
    },
    release(nonce) {
      used.delete(nonce)
    },
  }
}
