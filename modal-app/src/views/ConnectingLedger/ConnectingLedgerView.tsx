import { useEffect, useRef, useState } from 'react'
import { ConnectingStatus } from '../../components/ConnectingStatus.js'
import { PrimaryButton } from '../../components/PrimaryButton.js'
import { WalletImage } from '../../components/WalletImage.js'
import { LEDGER_ID } from '../../connectors/ids.js'
import {
  type LedgerAccount,
  type LedgerError,
  type LedgerPathScheme,
  type LedgerSession,
  ledgerErrorText,
  openLedger,
  toLedgerError,
} from '../../connectors/ledger/index.js'
import { pickLedgerAccount } from '../../connectors/ledger/ledgerHandOff.js'
import { LEDGER_ICON } from '../../connectors/ledger/ledgerIcon.js'
import { loadLedgerLibraries } from '../../connectors/ledger/loadLedgerLibraries.js'
import { connectWith } from '../../controllers/connection.js'
import { msg, t } from '../../i18n/t.js'
import { appStore } from '../../stores/appStore.js'
import { useApp } from '../../stores/useApp.js'
import { LedgerAccountList } from './LedgerAccountList.js'

type Step = 'intro' | 'opening' | 'accounts'

/**
 * Ledger over WebHID: instructions, then Connect (the browser's device chooser needs this click's
 * gesture, so the Ledger libraries are fetched as the view mounts), then the device's accounts, 5 a
 * page in a derivation path scheme; picking one hands it and the open device to the connector.
 */
export function ConnectingLedgerView() {
  const connectError = useApp((s) => s.connectError)
  const [step, setStep] = useState<Step>('intro')
  // The device's failure, or a source text of this view's own: translated when rendering.
  const [error, setError] = useState<LedgerError | string>()
  const [scheme, setScheme] = useState<LedgerPathScheme>('ledgerLive')
  const [page, setPage] = useState(0)
  const [accounts, setAccounts] = useState<LedgerAccount[]>()
  const [busy, setBusy] = useState(false)
  const session = useRef<LedgerSession>(undefined)
  const picked = useRef(false)

  useEffect(() => {
    void loadLedgerLibraries().catch(() => undefined)
    // Leaving the view without a pick releases the device (a pick hands it to the connector).
    return () => {
      if (!picked.current) void session.current?.close().catch(() => undefined)
    }
  }, [])

  async function list(open: LedgerSession, nextScheme: LedgerPathScheme, nextPage: number) {
    setBusy(true)
    setAccounts(undefined)
    try {
      setAccounts(await open.listAccounts(nextScheme, nextPage))
      setScheme(nextScheme)
      setPage(nextPage)
    } catch (failure) {
      fail(failure)
    } finally {
      setBusy(false)
    }
  }

  function fail(failure: unknown) {
    void session.current?.close().catch(() => undefined)
    session.current = undefined
    setError(toLedgerError(failure))
    setStep('intro')
  }

  function connect() {
    setError(undefined)
    // A connect that failed (or the project refused) ended: a new attempt waits for this one's pick.
    if (appStore.getState().status !== 'connecting') void connectWith(LEDGER_ID)
    setStep('opening')
    // Called within the click: WebHID's requestDevice needs the user's gesture.
    openLedger().then((open) => {
      session.current = open
      setStep('accounts')
      return list(open, scheme, 0)
    }, fail)
  }

  function pick(account: LedgerAccount) {
    const open = session.current
    if (!open) return
    picked.current = pickLedgerAccount({ session: open, account })
    if (!picked.current) setError(msg('This connection attempt ended: try again'))
    else setBusy(true)
  }

  // The connect's own error is the English text the host is answered with (a ConnectorError's).
  const shown =
    error === undefined
      ? connectError && (connectError.includes('{') ? connectError : t(connectError))
      : typeof error === 'string'
        ? t(error)
        : ledgerErrorText(error)
  return (
    <div className="flex flex-col items-center gap-4 py-4 text-center" data-testid="ledger-view">
      {step === 'accounts' && !shown ? (
        <LedgerAccountList
          scheme={scheme}
          page={page}
          accounts={accounts}
          busy={busy}
          onScheme={(next) => session.current && void list(session.current, next, 0)}
          onPage={(next) => session.current && void list(session.current, scheme, next)}
          onPick={pick}
        />
      ) : (
        <>
          <WalletImage src={LEDGER_ICON} name="Ledger" size={64} />
          <ConnectingStatus
            error={shown}
            title={step === 'opening' ? t('Opening your Ledger…') : t('Connect your Ledger')}
            hint={t('Connect your Ledger by USB, unlock it and open the Ethereum app')}
          />
          <PrimaryButton testId="ledger-connect" disabled={step === 'opening'} onClick={connect}>
            {shown ? t('Try again') : t('Connect')}
          </PrimaryButton>
        </>
      )}
    </div>
  )
}

export default ConnectingLedgerView
