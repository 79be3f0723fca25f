import { userMessages } from '@airlock/shared-protocol'
import { describe, expect, it } from 'vitest'
import { siwxText, siwxTexts } from './siwxTexts.js'

describe('siwxTexts', () => {
  it('are the spec texts the sign-in shows', () => {
    expect(siwxTexts.authenticating).toBe(userMessages.AUTHENTICATING)
    expect(siwxTexts.signatureDeclined).toBe(userMessages.SIGNATURE_DECLINED)
    expect(siwxTexts.smartAccount).toBe(userMessages.SMART_ACCOUNT_SIGN_FAILED)
    expect(siwxTexts.failed).toBe(userMessages.AN_ERROR_OCCURRED)
  })

  it("shows ours as they are in English, and anyone else's words untouched", () => {
    expect(siwxText('Signature declined')).toBe('Signature declined')
    expect(siwxText('Nonce {expired}')).toBe('Nonce {expired}')
  })
})
