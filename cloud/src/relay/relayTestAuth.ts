import { generateKeyPairSync, type KeyObject, sign } from 'node:crypto'
import { encodeIss, generateKeyPair, signJWT } from '@walletconnect/relay-auth'

/**
 * Test-only: relay auth tokens. `sdkToken` is what `@walletconnect/core` mints (same library, same
 * call); `forgeToken` builds arbitrary headers and claims signed by any key, for the refusals.
 */
export async function sdkToken(aud: string, options: { seed?: Uint8Array; ttl?: number; iat?: number } = {}) {
  const keyPair = generateKeyPair(options.seed)
  const token = await signJWT('session-id', aud, options.ttl ?? 86_400, keyPair, options.iat)
  return { token, did: encodeIss(keyPair.publicKey) }
}

export interface ForgedKey {
  did: string
  privateKey: KeyObject
}

export function forgeKey(): ForgedKey {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519')
  const x = publicKey.export({ format: 'jwk' }).x as string
  return { did: encodeIss(Buffer.from(x, 'base64url')), privateKey }
}

const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')

export function forgeToken(
  signer: ForgedKey,
  claims: Record<string, unknown>,
  header: Record<string, unknown> = { alg: 'EdDSA', typ: 'JWT' },
): string {
  const now = Math.floor(Date.now() / 1000)
  const data = `${part(header)}.${part({ iss: signer.did, sub: 's', iat: now, exp: now + 3600, ...claims })}`
  return `${data}.${sign(null, Buffer.from(data), signer.privateKey).toString('base64url')}`
}
