import { describe, expect, it } from 'vitest'
import { createNonceStore, NONCE_TTL_MS } from './nonceStore.ts'

describe('createNonceStore', () => {
  it('accepts a nonce once, gives it back on release, and refuses malformed ones', () => {
    const nonces = createNonceStore({ now: () => 0 })
    const nonce = nonces.issue()
    expect(nonce).toMatch(/^[0-9a-f]{32}$/)
    expect(nonces.claim(nonce)).toBe('ok')
    expect(nonces.claim(nonce)).toBe('used')
    nonces.release(nonce)
    expect(nonces.claim(nonce)).toBe('ok')
    expect(nonces.claim('abcDEF12')).toBe('ok')
    for (const bad of ['short7x', 'has space1', 'dash-dash-1', ''])
      expect(nonces.claim(bad), bad).toBe('invalid')
  })

  it('with requireIssued, accepts only its own nonces within their ten minutes, released ones included', () => {
    let now = 0
    const nonces = createNonceStore({ now: () => now, requireIssued: true })
    expect(nonces.claim('clientMadeNonce')).toBe('invalid')
    const nonce = nonces.issue()
    expect(nonces.claim(nonce)).toBe('ok')
    nonces.release(nonce)
    now = NONCE_TTL_MS - 1
    expect(nonces.claim(nonce)).toBe('ok')
    const late = nonces.issue()
    now += NONCE_TTL_MS
    expect(nonces.claim(late)).toBe('invalid')
  })
})
