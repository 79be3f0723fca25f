import { describe, expect, it } from 'vitest'
import { ed25519KeyOfDidKey } from './didKey.js'
import { forgeKey, forgeToken, sdkToken } from './relayTestAuth.js'
import { verifyRelayAuth } from './verifyRelayAuth.js'

const relayUrls = ['ws://127.0.0.1:8787']
const aud = 'ws://127.0.0.1:8787'
const options = () => ({ relayUrls, now: Date.now() })
const invalid = { refusal: 'Unauthorized: invalid auth' }

describe('verifyRelayAuth', () => {
  it("accepts the SDK's token and names the client by its did:key", async () => {
    const { token, did } = await sdkToken(aud)
    expect(verifyRelayAuth(token, options())).toEqual({ clientId: did })
  })

  it('compares the audience by protocol, host and path, whatever query the modal added', async () => {
    const withQuery = await sdkToken('ws://127.0.0.1:8787/?hostOrigin=http%3A%2F%2Fapp.localhost%3A5173')
    expect(verifyRelayAuth(withQuery.token, options())).toEqual({ clientId: withQuery.did })
    for (const other of ['ws://127.0.0.1:8788', 'wss://127.0.0.1:8787', 'ws://evil.localhost:8787', 'nope']) {
      const { token } = await sdkToken(other)
      expect(verifyRelayAuth(token, options())).toEqual({
        refusal: 'Unauthorized: auth is for another relay',
      })
    }
  })

  it('refuses a missing or malformed token', () => {
    expect(verifyRelayAuth(null, options())).toEqual({ refusal: 'Unauthorized: missing auth' })
    expect(verifyRelayAuth('', options())).toEqual({ refusal: 'Unauthorized: missing auth' })
    for (const token of ['abc', 'a.b.c', 'a.b', `${'a'.repeat(3000)}.b.c`, 'e30.e30.e30'])
      expect(verifyRelayAuth(token, options())).toEqual(invalid)
  })

  it('refuses a token signed by another key than its issuer names', async () => {
    const victim = await sdkToken(aud)
    const impostor = forgeKey()
    expect(verifyRelayAuth(forgeToken({ ...impostor, did: victim.did }, { aud }), options())).toEqual(invalid)
    // The same claims with the signature of a different, valid token.
    const [header, payload] = victim.token.split('.')
    const other = (await sdkToken(aud)).token.split('.')[2]
    expect(verifyRelayAuth(`${header}.${payload}.${other}`, options())).toEqual(invalid)
  })

  it('refuses other algorithms and issuers that are not Ed25519 did:keys', () => {
    const key = forgeKey()
    expect(verifyRelayAuth(forgeToken(key, { aud }, { alg: 'none', typ: 'JWT' }), options())).toEqual(invalid)
    expect(verifyRelayAuth(forgeToken(key, { aud }, { alg: 'HS256', typ: 'JWT' }), options())).toEqual(
      invalid,
    )
    expect(verifyRelayAuth(forgeToken({ ...key, did: 'did:web:evil' }, { aud }), options())).toEqual(invalid)
  })

  it('refuses expired tokens, tokens from the future and tokens that never expire', async () => {
    const now = Math.floor(Date.now() / 1000)
    const expired = await sdkToken(aud, { iat: now - 2 * 86_400, ttl: 86_400 })
    expect(verifyRelayAuth(expired.token, options())).toEqual({ refusal: 'Unauthorized: auth expired' })
    const future = await sdkToken(aud, { iat: now + 3600 })
    expect(verifyRelayAuth(future.token, options())).toEqual(invalid)
    const forever = await sdkToken(aud, { ttl: 10 * 365 * 86_400 })
    expect(verifyRelayAuth(forever.token, options())).toEqual(invalid)
    const inverted = forgeToken(forgeKey(), { aud, iat: now, exp: now - 10 })
    expect(verifyRelayAuth(inverted, options())).toEqual(invalid)
  })
})

describe('ed25519KeyOfDidKey', () => {
  it('reads the key back from a did:key and refuses other codecs and lengths', async () => {
    const { did } = await sdkToken(aud, { seed: new Uint8Array(32).fill(7) })
    expect(ed25519KeyOfDidKey(did)?.length).toBe(32)
    expect(ed25519KeyOfDidKey(`${did}1`)).toBeUndefined()
    expect(ed25519KeyOfDidKey(did.replace('did:key:z', 'did:key:f'))).toBeUndefined()
    // did:key of a secp256k1 key (multicodec 0xe7): right shape, wrong key type.
    expect(ed25519KeyOfDidKey('did:key:zQ3shokFTS3brHcDQrn82RUDfCZESWL1ZdCEJwekUDPQiYBme')).toBeUndefined()
  })
})
