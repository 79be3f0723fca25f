import { LineIcon } from '../../components/viewIcons.js'
import { t } from '../../i18n/t.js'

/** AppKit's empty search state: a wallet-with-magnifier icon and its text, right under the search box. */
export function EmptySearch() {
  return (
    <div
      data-testid="wallet-search-empty"
      role="status"
      className="flex flex-col items-center gap-2 py-4 text-[13px] text-zinc-500 dark:text-zinc-400"
    >
      <span className="flex h-12 w-12 items-center justify-center rounded-2xl bg-zinc-100 dark:bg-zinc-800">
        <LineIcon size={24}>
          <path d="M19 7V5a2 2 0 0 0-2-2H5a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h5" />
          <path d="M3 7h13" />
          <circle cx="17" cy="16" r="3" />
          <path d="M21 20l-1.8-1.8" />
        </LineIcon>
      </span>
      <span>{t('No Wallet found')}</span>
    </div>
  )
}
