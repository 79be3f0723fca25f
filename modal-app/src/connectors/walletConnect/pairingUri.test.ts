import { formatUri, hashKey, parseUri } from '@walletconnect/utils'
import { describe, expect, it } from 'vitest'
import { createPairingUri, pairingRefreshAt, parsePairingUri, shortenPairingUri } from './pairingUri.js'

describe('createPairingUri', () => {
  it('is the URI the SDK would format for its key, with the key hash as topic', async () => {
    const now = Date.UTC(2026, 10, 24, 12)
    const uri = await createPairingUri(now)
    const parsed = parseUri(uri)
    const { topic } = parsed
    // The SDK's parser drops the scheme it strips; the rest is what a wallet reads.
    expect(parsed).toMatchObject({ version: 2, relay: { protocol: 'irn' } })
    expect(topic).toMatch(/^[0-9a-f]{64}$/)
    expect(uri.startsWith(`wc:${topic}@2?`)).toBe(true)
    expect(parsed.symKey).toMatch(/^[0-9a-f]{64}$/)
    expect(topic).toBe(hashKey(parsed.symKey))
    expect(parsed.expiryTimestamp).toBe(now / 1000 + 240)
    expect(uri).toBe(
      formatUri({
        protocol: 'wc',
        version: 2,
        topic,
        symKey: parsed.symKey,
        relay: { protocol: 'irn' },
        expiryTimestamp: now / 1000 + 240,
      }),
    )
  })

  it('makes a new key each time', async () => {
    const [a, b] = await Promise.all([createPairingUri(), createPairingUri()])
    expect(parseUri(a).topic).not.toBe(parseUri(b).topic)
    expect(parseUri(a).symKey).not.toBe(parseUri(b).symKey)
  })
})

describe('a pairing URI expires after 4 minutes, and is refreshed 10 s before', () => {
  const now = Date.UTC(2026, 10, 24, 12)
  const sdkUri = (expiry: number) => `wc:abc@2?expiryTimestamp=${expiry}&relay-protocol=irn&symKey=01`

  it('states its expiry 4 minutes from when it is made', async () => {
    const { expiry } = parsePairingUri(await createPairingUri(now))
    expect(expiry).toBe(now / 1000 + 4 * 60)
  })

  it("cuts the SDK's 5 minutes to 4, in the URI a wallet reads", () => {
    const shortened = shortenPairingUri(sdkUri(now / 1000 + 300), now)
    expect(shortened).toEqual({ uri: sdkUri(now / 1000 + 240), topic: 'abc', expiry: now / 1000 + 240 })
    expect(parseUri(shortened.uri).expiryTimestamp).toBe(now / 1000 + 240)
  })

  it('keeps an earlier expiry, and gives one to a URI without', () => {
    expect(shortenPairingUri(sdkUri(now / 1000 + 100), now).expiry).toBe(now / 1000 + 100)
    expect(shortenPairingUri('wc:abc@2?relay-protocol=irn&symKey=01', now)).toEqual({
      uri: `wc:abc@2?relay-protocol=irn&symKey=01&expiryTimestamp=${now / 1000 + 240}`,
      topic: 'abc',
      expiry: now / 1000 + 240,
    })
  })

  it('is replaced 10 s before the expiry its URI states', () => {
    expect(pairingRefreshAt(sdkUri(now / 1000 + 240), now + 5_000)).toBe(now + 230_000)
    expect(pairingRefreshAt('wc:abc@2?symKey=01', now)).toBe(now + 230_000)
  })
})
