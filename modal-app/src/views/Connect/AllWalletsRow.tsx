import { ChevronIcon, GridIcon } from '../../components/icons.js'
import { ListRow } from '../../components/ListRow.js'
import { pushView } from '../../controllers/navigation.js'
import { t } from '../../i18n/t.js'
import { useApp } from '../../stores/useApp.js'

/** The row into the full directory, unless the app turned the allWallets feature off. */
export function AllWalletsRow({ disabled = false }: { disabled?: boolean }) {
  const enabled = useApp((s) => s.options?.features?.allWallets !== false)
  if (!enabled) return null
  return (
    <ListRow
      testId="all-wallets"
      onClick={() => pushView('AllWallets')}
      trailing={<ChevronIcon />}
      disabled={disabled}
    >
      <span className="flex h-10 w-10 items-center justify-center rounded-xl bg-zinc-200 text-zinc-600 dark:bg-zinc-700 dark:text-zinc-300">
        <GridIcon />
      </span>
      <span>{t('All Wallets')}</span>
    </ListRow>
  )
}
