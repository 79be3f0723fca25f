import { ChevronIcon } from '../../components/icons.js'
import { ListRow } from '../../components/ListRow.js'
import { WalletImage } from '../../components/WalletImage.js'
import { LEDGER_ID } from '../../connectors/ids.js'
import { LEDGER_ICON } from '../../connectors/ledger/ledgerIcon.js'
import { showCodeLoadFailure } from '../../controllers/snackbar.js'
import { t } from '../../i18n/t.js'
import { useApp } from '../../stores/useApp.js'
import { RecentTag } from './RecentTag.js'

interface PolicyDocument {
  permissionsPolicy?: { allowsFeature(feature: string): boolean }
  featurePolicy?: { allowsFeature(feature: string): boolean }
}

/**
 * Whether this frame may reach a Ledger: the browser has WebHID and the frame was allowed `hid`
 * (the host SDK's iframe says `allow="hid"`; a page framing the modal otherwise may not).
 */
export function webHidUsable(): boolean {
  if (typeof navigator === 'undefined' || !('hid' in navigator) || !navigator.hid) return false
  const policy = (document as PolicyDocument).permissionsPolicy ?? (document as PolicyDocument).featurePolicy
  return policy ? policy.allowsFeature('hid') : true
}

const connectLedger = () =>
  import('../../controllers/connection.js').then(
    (m) => m.connectWith(LEDGER_ID, { view: 'ConnectingExternal' }),
    showCodeLoadFailure,
  )

/**
 * Spec section 3's EXTERNAL slot of Connect's list: the Ledger, where WebHID can reach it. Connect
 * places one in its Recent section too (`recent`): the Ledger shows in the one that matches whether a
 * Ledger was among the last connections, so it is listed once.
 */
export function LedgerRow({ disabled, recent = false }: { disabled: boolean; recent?: boolean }) {
  const wasRecent = useApp((s) => s.recentWallets.some((w) => w.id === LEDGER_ID))
  if (!webHidUsable() || wasRecent !== recent) return null
  return (
    <ListRow
      testId="ledger-row"
      data={{ name: 'Ledger', id: LEDGER_ID, recent: recent ? 'true' : undefined }}
      onClick={() => void connectLedger()}
      disabled={disabled}
      trailing={recent ? <RecentTag /> : <ChevronIcon />}
    >
      <WalletImage src={LEDGER_ICON} name="Ledger" />
      <span className="flex min-w-0 flex-col">
        <span className="truncate">Ledger</span>
        <span className="text-xs text-zinc-600 dark:text-zinc-400">{t('USB')}</span>
      </span>
    </ListRow>
  )
}
