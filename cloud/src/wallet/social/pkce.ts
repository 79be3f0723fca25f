import { createHash, randomBytes } from 'node:crypto'

/** A random base64url string of `bytes` bytes: intent ids (16), states, nonces and verifiers (32). */
export const randomId = (bytes: number): string => randomBytes(bytes).toString('base64url')

/** RFC 7636 code verifier: 32 random bytes, 43 base64url characters (the spec's minimum length, its maximum entropy per byte). */
export const newCodeVerifier = (): string => randomId(32)

/** RFC 7636 S256 challenge: base64url(SHA-256(verifier)), sent in the authorization request. */
export const codeChallengeOf = (verifier: string): string =>
  createHash('sha256').update(verifier).digest('base64url')

/** What a random value looks like: base64url of `bytes` bytes, unpadded. */
export const isRandomId = (value: string, bytes: number): boolean =>
  new RegExp(`^[A-Za-z0-9_-]{${Math.ceil((bytes * 4) / 3)}}$`).test(value)
