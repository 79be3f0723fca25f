import { toLedgerError } from '../../connectors/ledger/ledgerErrors.js'

/** What the Account view says once the device has shown the address. */
export const ledgerVerifyTexts = {
  waiting: 'Check the address on your Ledger',
  verified: 'Address verified',
  refused: 'Address not confirmed on your Ledger',
} as const

/**
 * The snackbar after "Verify address on Ledger": verified when the visitor confirmed on the device,
 * `refused` for their refusal there, else the device's own trouble (locked, app closed...) in the
 * LedgerError texts.
 */
export function ledgerVerifyOutcome(failure?: unknown): { variant: 'success' | 'error'; message: string } {
  if (failure === undefined) return { variant: 'success', message: ledgerVerifyTexts.verified }
  const error = toLedgerError(failure)
  return {
    variant: 'error',
    message: error.reason === 'rejected' ? ledgerVerifyTexts.refused : error.shortMessage,
  }
}
