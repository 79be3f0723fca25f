import { createPublicKey, verify } from 'node:crypto'
import * as z from 'zod'
import { ed25519KeyOfDidKey } from './didKey.js'

/** The SDK mints tokens valid for one day; a week leaves room for other clients and refuses "forever". */
export const MAX_TOKEN_LIFETIME_SECONDS = 7 * 24 * 3600
/** Device clocks drift; five minutes is the usual JWT leeway. */
export const CLOCK_SKEW_SECONDS = 300
/** The SDK's tokens are ~400 characters; the bound keeps decoding a hostile one cheap. */
const MAX_TOKEN_LENGTH = 2048
const JWT_PATTERN = /^([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]+)$/

const HeaderSchema = z.object({ alg: z.literal('EdDSA'), typ: z.literal('JWT') })
const seconds = z.number().int().nonnegative()
const PayloadSchema = z.object({
  iss: z.string().max(128),
  sub: z.string().max(256),
  aud: z.string().max(1024),
  iat: seconds,
  exp: seconds,
})

export interface RelayAuthOptions {
  /** The relay's public WebSocket URLs (`ws://127.0.0.1:8787`); a token's `aud` must name one of them. */
  relayUrls: readonly string[]
  /** ms since epoch */
  now: number
}

export type RelayAuthResult = { clientId: string } | { refusal: string }

/** Protocol, host and path: the SDK's `aud` is the relay URL it was given, query (hostOrigin, key) and all. */
export function relayEndpoint(url: string): string | undefined {
  if (!URL.canParse(url)) return undefined
  const { protocol, host, pathname } = new URL(url)
  return `${protocol}//${host}${pathname}`
}

function decodeJson(part: string): unknown {
  try {
    return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'))
  } catch {
    return undefined
  }
}

/**
 * Checks a WalletConnect relay auth token (the `auth` query parameter) as the hosted relay does: an
 * EdDSA JWT signed by the Ed25519 key its `iss` did:key names, for this relay, and current. The
 * verified `iss` is the client's identity: only the holder of that key can act as that client.
 * Cheap checks run before the signature.
 */
export function verifyRelayAuth(
  token: string | null | undefined,
  options: RelayAuthOptions,
): RelayAuthResult {
  if (!token) return { refusal: 'Unauthorized: missing auth' }
  const parts = token.length <= MAX_TOKEN_LENGTH ? JWT_PATTERN.exec(token) : null
  const header = parts && HeaderSchema.safeParse(decodeJson(parts[1] as string))
  const payload = parts && PayloadSchema.safeParse(decodeJson(parts[2] as string))
  if (!parts || !header?.success || !payload?.success) return { refusal: 'Unauthorized: invalid auth' }
  const { iss, aud, iat, exp } = payload.data
  const now = Math.floor(options.now / 1000)
  if (exp + CLOCK_SKEW_SECONDS <= now) return { refusal: 'Unauthorized: auth expired' }
  if (iat > now + CLOCK_SKEW_SECONDS || exp < iat || exp - iat > MAX_TOKEN_LIFETIME_SECONDS)
    return { refusal: 'Unauthorized: invalid auth' }
  const endpoint = relayEndpoint(aud)
  if (!endpoint || !options.relayUrls.some((url) => relayEndpoint(url) === endpoint))
    return { refusal: 'Unauthorized: auth is for another relay' }
  const key = ed25519KeyOfDidKey(iss)
  const signature = Buffer.from(parts[3] as string, 'base64url')
  if (!key || signature.length !== 64) return { refusal: 'Unauthorized: invalid auth' }
  const publicKey = createPublicKey({
    key: { kty: 'OKP', crv: 'Ed25519', x: key.toString('base64url') },
    format: 'jwk',
  })
  const signed = Buffer.from(`${parts[1]}.${parts[2]}`, 'ascii')
  return verify(null, signed, publicKey, signature)
    ? { clientId: iss }
    : { refusal: 'Unauthorized: invalid auth' }
}
