import { describe, expect, it } from 'vitest'
import { createNonceStore, NONCE_TTL_MS } from './nonceStore.ts'

describe('createNonceStore', () => {
  it('accepts a nonce it issued once, and again after a release', () => {
    const nonces = createNonceStore({ now: () => 0 })
    const nonce = nonces.issue()
    expect(nonce).toMatch(/^[0-9a-f]{68}$/)
    expect(nonces.issue()).not.toBe(nonce)
    expect(nonces.claim(nonce)).toBe('ok')
    expect(nonces.claim(nonce)).toBe('used')
    nonces.release(nonce)
    expect(nonces.claim(nonce)).toBe('ok')
  })

  it('refuses a nonce it did not issue: made by the client, altered, or issued by another server', () => {
    const nonces = createNonceStore({ now: () => 0 })
    const nonce = nonces.issue()
    const flip = (text: string, at: number) =>
      text.slice(0, at) + (text[at] === '0' ? '1' : '0') + text.slice(at + 1)
    for (const bad of [
      'clientMadeNonce1',
      'abcDEF12',
      '',
      'a'.repeat(68),
      flip(nonce, 0),
      // A later expiry written into it.
      flip(nonce, 24),
      flip(nonce, 67),
      nonce.toUpperCase(),
      `${nonce}0`,
      createNonceStore({ now: () => 0 }).issue(),
    ])
      expect(nonces.claim(bad), bad).toBe('invalid')
    expect(nonces.claim(nonce)).toBe('ok')
  })

  it('accepts a nonce only within its lifetime, released ones included', () => {
    let now = 0
    const nonces = createNonceStore({ now: () => now })
    const nonce = nonces.issue()
    expect(nonces.claim(nonce)).toBe('ok')
    nonces.release(nonce)
    now = NONCE_TTL_MS - 1
    expect(nonces.claim(nonce)).toBe('ok')
    const late = nonces.issue()
    now += NONCE_TTL_MS
    expect(nonces.claim(late)).toBe('invalid')
    // A used nonce past its time is refused as expired, not remembered as used.
    expect(nonces.claim(nonce)).toBe('invalid')
  })

  it('keeps no state per issued nonce: a flood of issues (past the old store cap, 10,000) leaves earlier nonces good', () => {
    const nonces = createNonceStore({ now: () => 0 })
    const first = nonces.issue()
    for (let i = 0; i < 12_000; i++) nonces.issue()
    expect(nonces.claim(first)).toBe('ok')
  })
})
