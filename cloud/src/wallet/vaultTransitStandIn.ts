import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto'
import { createServer } from 'node:http'
import { json } from '../http/respond.js'

/**
 * Test-only: a stand-in for HashiCorp Vault's Transit engine, as much of its API as the wallet uses:
 * `POST /v1/transit/encrypt/<key>` `{plaintext}` (base64) -> `{data: {ciphertext: 'vault:v1:...'}}`
 * (the key made on first use, as Vault's upsert does) and `POST /v1/transit/decrypt/<key>`
 * `{ciphertext}` -> `{data: {plaintext}}`, with `X-Vault-Token`; errors as Vault's `{errors: [...]}`.
 */
export async function startVaultTransitStandIn({ token }: { token: string }) {
  const keys = new Map<string, Buffer>()
  const calls: { operation: string; key: string }[] = []
  const state = { sealed: false }
  const server = createServer(async (request, response) => {
    // A sealed Vault answers every request so, until an operator unseals it.
    if (state.sealed) return json(response, 503, { errors: ['Vault is sealed'] })
    const match = /^\/v1\/transit\/(encrypt|decrypt)\/([^/]+)$/.exec(request.url ?? '')
    if (request.method !== 'POST' || !match) return json(response, 404, { errors: [] })
    if (request.headers['x-vault-token'] !== token)
      return json(response, 403, { errors: ['permission denied'] })
    const [, operation = '', key = ''] = match
    calls.push({ operation, key })
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    const body = JSON.parse(Buffer.concat(chunks).toString() || '{}') as {
      plaintext?: string
      ciphertext?: string
    }
    if (operation === 'encrypt') {
      const secret = keys.get(key) ?? randomBytes(32)
      keys.set(key, secret)
      const iv = randomBytes(12)
      const cipher = createCipheriv('aes-256-gcm', secret, iv)
      const sealed = Buffer.concat([
        cipher.update(Buffer.from(body.plaintext ?? '', 'base64')),
        cipher.final(),
      ])
      const ciphertext = `vault:v1:${Buffer.concat([iv, sealed, cipher.getAuthTag()]).toString('base64')}`
      return json(response, 200, { data: { ciphertext, key_version: 1 } })
    }
    const secret = keys.get(key)
    if (!secret) return json(response, 400, { errors: ['encryption key not found'] })
    const blob = Buffer.from((body.ciphertext ?? '').replace(/^vault:v1:/, ''), 'base64')
    try {
      const decipher = createDecipheriv('aes-256-gcm', secret, blob.subarray(0, 12))
      decipher.setAuthTag(blob.subarray(blob.length - 16))
      const plain = Buffer.concat([decipher.update(blob.subarray(12, blob.length - 16)), decipher.final()])
      return json(response, 200, { data: { plaintext: plain.toString('base64') } })
    } catch {
      return json(response, 400, { errors: ['cipher: message authentication failed'] })
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as { port: number }).port}`,
    /** Every encrypt and decrypt asked, in order. */
    calls,
    /** Seal (true) or unseal the stand-in, as an operator would the real one. */
    seal(sealed: boolean) {
      state.sealed = sealed
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
