import { describe, expect, it } from 'vitest'
import { verifierRefusal } from './verifierRefusal.js'

describe('verifierRefusal', () => {
  it("says a smart account's refused signature in the spec's words, an EOA's in the verifier's", () => {
    expect(verifierRefusal('Invalid signature', true)).toBe(
      'This application might not support Smart Accounts',
    )
    expect(verifierRefusal('Invalid signature', false)).toBe('Invalid signature')
  })
})
