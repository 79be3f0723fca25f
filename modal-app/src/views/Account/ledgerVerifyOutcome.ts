import { toLedgerError } from '../../connectors/ledger/ledgerErrors.js'
import { msg, t } from '../../i18n/t.js'

/** What the Account view says once the device has shown the address (sources: shown through `t`). */
export const ledgerVerifyTexts = {
  waiting: msg('Check the address on your Ledger'),
  verified: msg('Address verified'),
  refused: msg('Address not confirmed on your Ledger'),
} as const

/**
 * The snackbar after "Verify address on Ledger": verified when the visitor confirmed on the device,
 * `refused` for their refusal there, else the device's own trouble (locked, app closed...) in the
 * LedgerError texts.
 */
export function ledgerVerifyOutcome(failure?: unknown): { variant: 'success' | 'error'; message: string } {
  if (failure === undefined) return { variant: 'success', message: t(ledgerVerifyTexts.verified) }
  const error = toLedgerError(failure)
  return {
    variant: 'error',
    // The device's trouble: a LedgerError text (connectors/ledger marks them for the catalogues).
    message: t(error.reason === 'rejected' ? ledgerVerifyTexts.refused : error.shortMessage),
  }
}
