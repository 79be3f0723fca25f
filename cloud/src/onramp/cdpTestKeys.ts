import { generateKeyPairSync, type KeyObject } from 'node:crypto'

/** Tests only: a fresh CDP Secret API key in each of the portal's two forms, and its public key. */
export function cdpTestKey(kind: 'ec' | 'ed25519'): { secret: string; publicKey: KeyObject } {
  if (kind === 'ec') {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
    return { secret: privateKey.export({ type: 'sec1', format: 'pem' }).toString(), publicKey }
  }
  const { privateKey, publicKey } = generateKeyPairSync('ed25519')
  const { d, x } = privateKey.export({ format: 'jwk' }) as { d: string; x: string }
  const bytes = Buffer.concat([Buffer.from(d, 'base64url'), Buffer.from(x, 'base64url')])
  return { secret: bytes.toString('base64'), publicKey }
}
