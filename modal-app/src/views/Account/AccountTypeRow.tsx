import { useState } from 'react'
import { ChevronIcon } from '../../components/icons.js'
import { ListRow } from '../../components/ListRow.js'
import { EMBEDDED_ID } from '../../connectors/ids.js'
import { showSnackbar } from '../../controllers/snackbar.js'
import { loadEmbedded } from '../../embedded/embeddedId.js'
import { rich } from '../../i18n/rich.js'
import { t } from '../../i18n/t.js'
import { useEmbedded } from '../../stores/embeddedStore.js'
import { useApp } from '../../stores/useApp.js'
import { accountTypeRowText } from './accountTypeRowText.js'

/**
 * The embedded wallet on a smart-account chain (the user has both accounts there): which one is
 * connected, and AppKit's "Switch to your EOA / smart account". Nothing otherwise.
 */
export default function AccountTypeRow() {
  const embedded = useApp(
    (s) => s.connectorId === EMBEDDED_ID && s.activeNetwork?.chainNamespace === 'eip155',
  )
  const type = useEmbedded((s) => s.preferredAccountType)
  const both = useEmbedded((s) => s.accounts.some((a) => a.type === 'smartAccount'))
  const [busy, setBusy] = useState(false)
  const text = accountTypeRowText(type)
  if (!embedded || !both || !text) return null
  const onClick = async () => {
    setBusy(true)
    try {
      await (await loadEmbedded()).switchEmbeddedAccountType(text.switchTo)
    } catch (error) {
      showSnackbar('error', error instanceof Error ? t(error.message) : t('An error occurred'))
    } finally {
      setBusy(false)
    }
  }
  return (
    <ListRow
      testId="account-switch-type"
      data={{ type, busy: busy ? 'true' : undefined }}
      disabled={busy}
      onClick={() => void onClick()}
      trailing={<ChevronIcon />}
    >
      <span
        aria-hidden="true"
        className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-zinc-200 text-[18px] dark:bg-zinc-700"
      >
        ⇄
      </span>
      {/* The switch in full and, under it, the account in use: neither is cut on a phone. */}
      <span className="flex min-w-0 flex-col">
        <span>{text.label}</span>
        <span className="text-xs font-normal text-zinc-600 dark:text-zinc-300">
          {rich(t('In use: <0>{badge}</0>', { badge: text.badge }), [
            (badge) => <span data-testid="account-type-badge">{badge}</span>,
          ])}
        </span>
      </span>
    </ListRow>
  )
}
