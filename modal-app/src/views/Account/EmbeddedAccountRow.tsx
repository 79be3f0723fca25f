import { socialNames } from '@airlock/shared-protocol'
import { ChevronIcon } from '../../components/icons.js'
import { ListRow } from '../../components/ListRow.js'
import { EMBEDDED_ID } from '../../connectors/ids.js'
import { pushView } from '../../controllers/navigation.js'
import { t } from '../../i18n/t.js'
import { embeddedStore, useEmbedded } from '../../stores/embeddedStore.js'
import { useApp } from '../../stores/useApp.js'
import { SocialIcon } from '../SocialLogin/SocialIcon.js'

/**
 * The embedded account's login: its email (with "Update email") or the social account it came from.
 * Nothing for a wallet connection.
 */
export function EmbeddedAccountRow() {
  const embedded = useApp((s) => s.connectorId === EMBEDDED_ID)
  const email = useEmbedded((s) => s.userEmail)
  const userName = useEmbedded((s) => s.userName)
  const provider = useEmbedded((s) => s.socialProvider)
  if (!embedded) return null
  if (provider) {
    return (
      <div
        data-testid="account-social"
        data-provider={provider}
        className="flex w-full items-center gap-3 rounded-2xl bg-zinc-100 p-2.5 pe-4 text-[15px] font-medium dark:bg-zinc-800/80"
      >
        <span className="flex h-10 w-10 items-center justify-center rounded-full bg-white dark:bg-zinc-900">
          <SocialIcon provider={provider} />
        </span>
        <span className="truncate">{email ?? (userName ? `@${userName}` : socialNames[provider])}</span>
      </div>
    )
  }
  if (!email) return null
  return (
    <ListRow
      testId="account-email"
      data={{ email }}
      onClick={() => {
        embeddedStore.setState({ newEmail: '', error: undefined })
        pushView('UpdateEmailWallet')
      }}
      trailing={
        <>
          {/* The row's trailing grey is too light for text on it (axe: contrast). */}
          <span className="text-zinc-600 dark:text-zinc-300">{t('Update')}</span>
          <ChevronIcon />
        </>
      }
    >
      <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-zinc-200 text-[18px] dark:bg-zinc-700">
        @
      </span>
      <span className="truncate">{email}</span>
    </ListRow>
  )
}
