import { createPrivateKey, createPublicKey, type KeyObject, randomBytes } from 'node:crypto'
import { SignJWT } from 'jose'

/**
 * A CDP Secret API key: its name (the key id, a UUID or `organizations/.../apiKeys/...`) and its
 * secret, either an EC P-256 private key in PEM (signs ES256) or an Ed25519 key as base64 of its
 * 64 bytes, seed then public key (signs EdDSA): the two forms the CDP portal gives.
 */
export interface CdpApiKey {
  name: string
  secret: string
}

/** The signing key and its JWS algorithm; throws on a secret of neither form (at start, not per call). */
export function cdpSigningKey(secret: string): { key: KeyObject; alg: 'ES256' | 'EdDSA' } {
  const text = secret.trim().replace(/\\n/g, '\n')
  if (text.startsWith('-----BEGIN')) {
    const key = createPrivateKey(text)
    if (key.asymmetricKeyType !== 'ec' || key.asymmetricKeyDetails?.namedCurve !== 'prime256v1')
      throw new Error('The CDP key secret in PEM must be an EC P-256 private key')
    return { key, alg: 'ES256' }
  }
  const bytes = Buffer.from(text, 'base64')
  if (bytes.length !== 64)
    throw new Error('The CDP key secret must be an EC private key in PEM or 64 bytes of Ed25519 in base64')
  const key = createPrivateKey({
    format: 'jwk',
    key: {
      kty: 'OKP',
      crv: 'Ed25519',
      d: bytes.subarray(0, 32).toString('base64url'),
      x: bytes.subarray(32).toString('base64url'),
    },
  })
  // A secret whose second half is not its seed's public key would sign tokens CDP refuses: say so now.
  const x = (createPublicKey(key).export({ format: 'jwk' }) as { x: string }).x
  if (x !== bytes.subarray(32).toString('base64url'))
    throw new Error("The CDP Ed25519 key secret's public half does not match its seed")
  return { key, alg: 'EdDSA' }
}

/**
 * The bearer JWT for one CDP REST call, as CDP's authentication documents it: `kid` and `sub` the
 * key name, `iss` 'cdp', valid 120 s from now, `uri` binding it to this method, host and path, and a
 * random `nonce` in the header.
 */
export async function cdpBearerJwt(
  apiKey: CdpApiKey,
  request: { method: string; url: string },
  now = Date.now(),
): Promise<string> {
  const { key, alg } = cdpSigningKey(apiKey.secret)
  const { host, pathname } = new URL(request.url)
  const issuedAt = Math.floor(now / 1000)
  return new SignJWT({ uri: `${request.method} ${host}${pathname}` })
    .setProtectedHeader({ alg, kid: apiKey.name, typ: 'JWT', nonce: randomBytes(16).toString('hex') })
    .setSubject(apiKey.name)
    .setIssuer('cdp')
    .setNotBefore(issuedAt)
    .setExpirationTime(issuedAt + 120)
    .sign(key)
}
