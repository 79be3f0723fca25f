import { describe, expect, it } from 'vitest'
import { codeChallengeOf, isRandomId, newCodeVerifier, randomId } from './pkce.js'

describe('PKCE and state helpers', () => {
  it('computes the RFC 7636 appendix B challenge', () => {
    expect(codeChallengeOf('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    )
  })

  it('makes 43-character verifiers of the unreserved alphabet, never twice the same', () => {
    const verifiers = new Set(Array.from({ length: 100 }, newCodeVerifier))
    expect(verifiers.size).toBe(100)
    for (const verifier of verifiers) expect(verifier).toMatch(/^[A-Za-z0-9_-]{43}$/)
  })

  it('recognises ids of the right size only', () => {
    const id = randomId(16)
    expect(id).toHaveLength(22)
    expect(isRandomId(id, 16)).toBe(true)
    expect(isRandomId(randomId(32), 16)).toBe(false)
    expect(isRandomId(`${id.slice(0, 21)}=`, 16)).toBe(false)
    expect(isRandomId('', 16)).toBe(false)
  })
})
