import { useEffect, useRef, useState } from 'react'
import { ChevronIcon } from '../../components/icons.js'
import { ListRow } from '../../components/ListRow.js'
import { WalletImage } from '../../components/WalletImage.js'
import { LEDGER_ID } from '../../connectors/ids.js'
import type { LedgerConnector } from '../../connectors/ledger/ledgerConnector.js'
import { LEDGER_ICON } from '../../connectors/ledger/ledgerIcon.js'
import { connectorFor } from '../../controllers/connectors.js'
import { showSnackbar } from '../../controllers/snackbar.js'
import { t } from '../../i18n/t.js'
import { ledgerVerifyOutcome, ledgerVerifyTexts } from './ledgerVerifyOutcome.js'

// The registry made the Ledger's connector when it connected; only that connector holds the device.
const verifyOnLedger = () =>
  connectorFor(LEDGER_ID).then((connector) => (connector as LedgerConnector).verifyAddress())

/**
 * The Account view's "Verify address on Ledger": the device shows the connected address (and the
 * network) for the visitor to compare with the one here, in full, and confirm there.
 */
export function LedgerVerifyRow({ address }: { address: string }) {
  const [checking, setChecking] = useState(false)
  const mounted = useRef(true)
  useEffect(
    () => () => {
      mounted.current = false
    },
    [],
  )

  async function verify() {
    setChecking(true)
    const outcome = await verifyOnLedger().then(
      () => ledgerVerifyOutcome(),
      (failure: unknown) => ledgerVerifyOutcome(failure),
    )
    if (mounted.current) setChecking(false)
    showSnackbar(outcome.variant, outcome.message)
  }

  if (checking)
    return (
      <div
        data-testid="ledger-verify-pending"
        role="status"
        className="flex w-full flex-col gap-1.5 rounded-2xl bg-zinc-100 p-3 text-start dark:bg-zinc-800/80"
      >
        <span className="flex items-center gap-2 text-[15px] font-semibold">
          <WalletImage src={LEDGER_ICON} name="Ledger" size={24} />
          {t(ledgerVerifyTexts.waiting)}
        </span>
        <span
          data-testid="ledger-verify-address"
          dir="ltr"
          className="font-mono text-[13px] break-all text-zinc-900 dark:text-zinc-100"
        >
          {address}
        </span>
        <span className="text-[12px] text-zinc-600 dark:text-zinc-400">
          {t('Confirm on your Ledger if it shows this address')}
        </span>
      </div>
    )
  return (
    <ListRow testId="ledger-verify" onClick={() => void verify()} trailing={<ChevronIcon />}>
      <WalletImage src={LEDGER_ICON} name="Ledger" />
      <span className="truncate">{t('Verify address on Ledger')}</span>
    </ListRow>
  )
}

export default LedgerVerifyRow
