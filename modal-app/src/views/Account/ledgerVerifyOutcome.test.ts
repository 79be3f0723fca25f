import { describe, expect, it } from 'vitest'
import { LedgerError, ledgerErrorTexts } from '../../connectors/ledger/ledgerErrors.js'
import { ledgerVerifyOutcome } from './ledgerVerifyOutcome.js'

describe('ledgerVerifyOutcome', () => {
  it('says the address is verified when the device confirmed it', () => {
    expect(ledgerVerifyOutcome()).toEqual({ variant: 'success', message: 'Address verified' })
  })

  it("says the address was not confirmed for the visitor's refusal on the device (0x6985)", () => {
    expect(ledgerVerifyOutcome(new LedgerError('rejected'))).toEqual({
      variant: 'error',
      message: 'Address not confirmed on your Ledger',
    })
    expect(ledgerVerifyOutcome({ name: 'TransportStatusError', statusCode: 0x6985 }).message).toBe(
      'Address not confirmed on your Ledger',
    )
  })

  it("says the device's trouble in the LedgerError texts", () => {
    expect(ledgerVerifyOutcome({ statusCode: 0x5515 })).toEqual({
      variant: 'error',
      message: ledgerErrorTexts.locked,
    })
    expect(ledgerVerifyOutcome(new LedgerError('appNotOpen')).message).toBe(ledgerErrorTexts.appNotOpen)
    expect(ledgerVerifyOutcome(new Error('chunk failed')).message).toBe(ledgerErrorTexts.failed)
  })
})
