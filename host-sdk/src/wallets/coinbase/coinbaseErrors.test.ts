import { describe, expect, it } from 'vitest'
import { coinbaseErrorTexts, toCoinbaseError } from './coinbaseErrors.js'

describe('toCoinbaseError', () => {
  it("answers a declined connection with the spec's text", () => {
    expect(
      toCoinbaseError({ code: 4001, message: 'User rejected the request.' }, 'eth_requestAccounts', false),
    ).toEqual({ code: 4001, message: 'Connection declined' })
  })

  it('answers a declined signature or transaction as a declined signature', () => {
    for (const method of ['personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction'])
      expect(toCoinbaseError({ code: 4001, message: 'nope' }, method, false)).toEqual({
        code: 4001,
        message: 'Signature declined',
      })
    expect(
      toCoinbaseError({ code: 4001, message: 'nope' }, 'wallet_switchEthereumChain', false).message,
    ).toBe(coinbaseErrorTexts.requestDeclined)
  })

  it("reads the SDK's rejection texts without a code as declines", () => {
    expect(
      toCoinbaseError(new Error('User denied account authorization'), 'eth_requestAccounts', false).code,
    ).toBe(4001)
  })

  it('tells a closed popup from a Cancel', () => {
    expect(toCoinbaseError({ code: 4001, message: 'Request rejected' }, 'personal_sign', true)).toEqual({
      code: 4001,
      message: coinbaseErrorTexts.popupClosed,
    })
  })

  it('tells a blocked popup', () => {
    expect(
      toCoinbaseError({ code: -32603, message: 'Popup window was blocked' }, 'eth_requestAccounts', false),
    ).toEqual({ code: -32603, message: coinbaseErrorTexts.popupBlocked })
  })

  it('passes other errors through, with a generic text when there is none', () => {
    expect(
      toCoinbaseError({ code: 4902, message: 'Unrecognized chain ID', data: { id: 1 } }, 'x', false),
    ).toEqual({
      code: 4902,
      message: 'Unrecognized chain ID',
      data: { id: 1 },
    })
    expect(toCoinbaseError(undefined, 'x', false)).toEqual({ code: -32603, message: 'An error occurred' })
  })
})
