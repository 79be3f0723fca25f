import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'

/** A cookie or link token: 32 random bytes, unguessable, URL- and cookie-safe. */
export const newToken = (): string => randomBytes(32).toString('base64url')

/** What the database keeps of a token: a copy of the database gives no working cookie or link. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex')

/** A 6-digit one-time code, uniform over 000000-999999. */
export const newOtp = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0')

/**
 * Codes are hashed with a key from the master key, not plain SHA-256: 10^6 codes are hashed in
 * a second, so a plain hash in a database copy would give the code away.
 */
export const hashCode = (key: Uint8Array, code: string): string =>
  createHmac('sha256', key).update(code).digest('hex')

export const sameHash = (a: string, b: string): boolean =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b))
