import { formatUri, hashKey, parseUri } from '@walletconnect/utils'
import { describe, expect, it } from 'vitest'
import { createPairingUri } from './pairingUri.js'

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
    expect(parsed.expiryTimestamp).toBe(now / 1000 + 300)
    expect(uri).toBe(
      formatUri({
        protocol: 'wc',
        version: 2,
        topic,
        symKey: parsed.symKey,
        relay: { protocol: 'irn' },
        expiryTimestamp: now / 1000 + 300,
      }),
    )
  })

  it('makes a new key each time', async () => {
    const [a, b] = await Promise.all([createPairingUri(), createPairingUri()])
    expect(parseUri(a).topic).not.toBe(parseUri(b).topic)
    expect(parseUri(a).symKey).not.toBe(parseUri(b).symKey)
  })
})
