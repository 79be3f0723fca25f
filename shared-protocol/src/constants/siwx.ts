/**
 * What a server accepts of a SIWX (EIP-4361) message at sign-in, in milliseconds. The spec names no
 * figures; these are ours, one home for the demo's verifier and the cloud's session store.
 *
 * @example
 * import { siwxLimits } from '@airlock/shared-protocol/constants'
 * if (issuedAt < now - siwxLimits.maxMessageAge) refuse('Message too old')
 */
export const siwxLimits = {
  /**
   * A nonce the server issued must come back signed within this. A sign-in is one sitting (fetch the
   * nonce, read the message, sign): ten minutes leaves a slow visitor room and a thief little.
   */
  nonceLifetime: 10 * 60_000,
  /**
   * A message whose `Issued At` is older than this is refused at sign-in, with or without an
   * expiry: a message signed long ago (leaked, or kept somewhere) proves nothing fresh. The nonce's
   * lifetime: no older message can carry a live nonce anyway.
   */
  maxMessageAge: 10 * 60_000,
  /** How far ahead of the server's clock `Issued At` may be: the wallet's clock is not the server's. */
  issuedAtSkew: 5 * 60_000,
} as const
