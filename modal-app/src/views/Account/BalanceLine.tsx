import { useEffect, useState } from 'react'
import { NATIVE_BALANCE_CACHE_MS, refreshBalance, refreshIfOld } from '../../controllers/balance.js'
import { t } from '../../i18n/t.js'
import { useApp } from '../../stores/useApp.js'

/** How often the open Account view looks at the balance's age. */
const TICK_MS = 5_000

const readAgo = (ms: number) => {
  const seconds = Math.round(ms / 1000)
  return seconds < 90
    ? t('read {seconds} s ago', { seconds })
    : t('read {minutes} min ago', { minutes: Math.round(seconds / 60) })
}

/**
 * The native balance under the address. While the view is open an old balance is read again; one
 * older than its cache time, or whose last read failed, is shown with when it was read and a retry,
 * never silently as if it were current.
 */
export function BalanceLine() {
  const balance = useApp((s) => s.balance)
  const error = useApp((s) => s.balanceError)
  const loading = useApp((s) => s.balanceLoading)
  const [now, setNow] = useState(Date.now)
  useEffect(() => {
    refreshIfOld()
    const timer = setInterval(() => {
      setNow(Date.now())
      refreshIfOld()
    }, TICK_MS)
    return () => clearInterval(timer)
  }, [])

  const retry = (
    <button
      type="button"
      data-testid="balance-retry"
      disabled={loading}
      onClick={() => void refreshBalance({ force: true })}
      className="font-semibold text-[var(--al-accent-text)] underline-offset-2 hover:underline disabled:opacity-50"
    >
      {loading ? t('Retrying…') : t('Retry')}
    </button>
  )
  if (!balance) {
    // Never read: the Tokens tab below gives the reason ('Token Balance Unavailable'), so it is not said twice.
    return (
      <p
        data-testid="account-balance"
        data-state={error ? 'unavailable' : 'loading'}
        className="text-[15px] text-zinc-600 dark:text-zinc-400"
      >
        {error ? (
          <span className="flex items-center gap-2">
            <span role="img" aria-label={t('Balance unavailable')}>
              —
            </span>
            {retry}
          </span>
        ) : (
          <span className="inline-block h-4 w-24 animate-pulse rounded bg-zinc-200 align-middle dark:bg-zinc-700" />
        )}
      </p>
    )
  }
  const age = Math.max(0, now - balance.at)
  const stale = error !== undefined || age >= NATIVE_BALANCE_CACHE_MS
  return (
    <div className="flex flex-col items-center gap-0.5">
      <p
        data-testid="account-balance"
        data-stale={stale}
        dir="ltr"
        className={`text-[15px] ${stale ? 'text-zinc-500 dark:text-zinc-400' : 'text-zinc-600 dark:text-zinc-300'}`}
      >
        {`${balance.formatted} ${balance.symbol}`}
      </p>
      {stale ? (
        <p
          data-testid="balance-stale"
          role="status"
          className="flex items-center gap-2 text-[12px] text-amber-700 dark:text-amber-400"
        >
          <span>{error ? t(error) : loading ? t('Updating balance…') : t('Balance may be out of date')}</span>
          <span className="text-zinc-500 dark:text-zinc-400">{readAgo(age)}</span>
          {loading && !error ? null : retry}
        </p>
      ) : null}
    </div>
  )
}
