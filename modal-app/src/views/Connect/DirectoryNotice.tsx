import { AlertIcon } from '../../components/icons.js'
import { t } from '../../i18n/t.js'
import { directoryErrorText } from '../AllWallets/directoryErrorText.js'

/**
 * The wallet directory could not be read: what failed, why in the spec's words ('HTTP status code:
 * {n}', or 'Something went wrong' when nothing answered), and a retry. The rows above it (browser
 * wallets, WalletConnect) do not depend on it and stay usable.
 */
export function DirectoryNotice(props: { reason: string; retrying: boolean; onRetry: () => void }) {
  return (
    <div
      data-testid="directory-error"
      role="status"
      className="flex items-center gap-3 rounded-2xl border border-dashed border-zinc-300 p-2.5 ps-3 text-[13px] dark:border-zinc-700"
    >
      <span className="shrink-0 text-amber-600 dark:text-amber-400">
        <AlertIcon />
      </span>
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="font-semibold">{t('Wallet list unavailable')}</span>
        <span data-testid="directory-error-reason" className="text-zinc-600 dark:text-zinc-400">
          {directoryErrorText(props.reason)}
        </span>
      </span>
      <button
        type="button"
        data-testid="directory-retry"
        disabled={props.retrying}
        onClick={props.onRetry}
        className="h-10 shrink-0 rounded-xl bg-zinc-100 px-3 font-semibold outline-none hover:bg-zinc-200 focus-visible:ring-2 focus-visible:ring-[var(--al-accent)] disabled:opacity-50 dark:bg-zinc-800 dark:hover:bg-zinc-700"
      >
        {props.retrying ? t('Trying…') : t('Try again')}
      </button>
    </div>
  )
}
