import { t } from '../../i18n/t.js'
/** The tag on a row of Connect's Recent section (spec section 3: the two most recent wallets). */
export const RecentTag = () => (
  <span
    data-testid="wallet-recent"
    className="rounded-md bg-zinc-200 px-1.5 py-0.5 font-semibold text-zinc-700 dark:bg-zinc-700 dark:text-zinc-200"
  >
    {t('Recent')}
  </span>
)
