import { useEffect, useState } from 'react'
import {
  loadTokens,
  PORTFOLIO_CACHE_MS,
  refreshTokensIfOld,
  retryTokens,
  retryWaitMs,
  visibleTokens,
} from '../../controllers/account.js'
import { t } from '../../i18n/t.js'
import { formatBalanceShown, formatFiat } from '../../lib/decimal.js'
import { useAccount } from '../../stores/accountStore.js'
import { TokenIcon } from './TokenIcon.js'

/** The portfolio: tokens by value, balances truncated to 3 decimals, fiat in en-US dollars. */
export function TokensTab() {
  const tokens = useAccount((s) => s.tokens)
  const error = useAccount((s) => s.tokensError)
  const failedAt = useAccount((s) => s.tokensFailedAt)
  const [, setTick] = useState(0)

  const at = useAccount((s) => s.tokensAt)
  const [now, setNow] = useState(Date.now)

  useEffect(() => {
    void loadTokens()
    // While the tab is open, old tokens are read again; the clock also ages the "read … ago" note.
    const timer = setInterval(() => {
      setNow(Date.now())
      refreshTokensIfOld()
    }, 5_000)
    return () => clearInterval(timer)
  }, [])

  // Re-render when the 30 s retry wait is over, so the retry button enables itself.
  useEffect(() => {
    const wait = retryWaitMs()
    if (failedAt === undefined || wait === 0) return
    const timer = setTimeout(() => setTick((n) => n + 1), wait)
    return () => clearTimeout(timer)
  }, [failedAt])

  if (error && !tokens) {
    const wait = retryWaitMs()
    return (
      <div data-testid="tokens-error" className="flex flex-col items-center gap-2 py-6 text-center">
        <p className="text-[14px] font-medium text-red-600 dark:text-red-400">{t(error)}</p>
        <button
          type="button"
          data-testid="tokens-retry"
          disabled={wait > 0}
          onClick={() => retryTokens()}
          className="rounded-full px-4 py-1.5 text-[13px] font-semibold text-[var(--al-accent-text)] outline-none hover:bg-zinc-100 focus-visible:ring-2 disabled:opacity-50 dark:hover:bg-zinc-800"
        >
          {wait > 0 ? t('Retry in {seconds} s', { seconds: Math.ceil(wait / 1000) }) : t('Retry')}
        </button>
      </div>
    )
  }
  if (!tokens) return <ListSkeleton />
  const shown = visibleTokens(tokens)
  const age = at === undefined ? 0 : Math.max(0, now - at)
  const stale =
    error || age >= PORTFOLIO_CACHE_MS ? (
      <p
        data-testid="tokens-stale"
        role="status"
        className="flex items-center justify-center gap-2 py-1 text-[12px] text-amber-700 dark:text-amber-400"
      >
        <span>{error ? t(error) : t('Balances may be out of date')}</span>
        <span className="text-zinc-500 dark:text-zinc-400">
          {t('read {seconds} s ago', { seconds: Math.round(age / 1000) })}
        </span>
        {error ? (
          <button
            type="button"
            data-testid="tokens-retry"
            disabled={retryWaitMs() > 0}
            onClick={() => retryTokens()}
            className="font-semibold text-[var(--al-accent-text)] disabled:opacity-50"
          >
            {retryWaitMs() > 0
              ? t('Retry in {seconds} s', { seconds: Math.ceil(retryWaitMs() / 1000) })
              : t('Retry')}
          </button>
        ) : null}
      </p>
    ) : null
  if (shown.length === 0)
    return (
      <>
        {stale}
        <p className="py-6 text-center text-[14px] text-zinc-500 dark:text-zinc-400">{t('No tokens yet')}</p>
      </>
    )
  return (
    <>
      {stale}
      <ul data-testid="tokens-list" className="flex flex-col gap-1">
        {shown.map((token) => (
          <li
            key={`${token.chainId}:${token.address ?? 'native'}`}
            data-testid="token-row"
            data-symbol={token.symbol}
            data-amount={token.quantity.numeric}
            className="flex items-center gap-3 rounded-2xl px-2 py-2"
          >
            <TokenIcon src={token.iconUrl} symbol={token.symbol} />
            <div className="min-w-0 flex-1">
              <p className="truncate text-[15px] font-medium">{token.name}</p>
              {/* A long figure ends in an ellipsis, never clipped without a mark; its title has it whole.
                  The amount and symbol read left to right, kept on the reading side in right to left. */}
              <p
                data-testid="token-quantity"
                dir="ltr"
                title={`${token.quantity.numeric} ${token.symbol}`}
                className="truncate text-[13px] text-zinc-600 rtl:text-right dark:text-zinc-400"
              >
                {formatBalanceShown(token.quantity.numeric)} {token.symbol}
              </p>
            </div>
            <p
              data-testid="token-value"
              dir="ltr"
              className="max-w-[45%] shrink-0 truncate text-[14px] font-medium tabular-nums"
            >
              {formatFiat(token.value ?? 0)}
            </p>
          </li>
        ))}
      </ul>
    </>
  )
}

export function ListSkeleton() {
  return (
    <div className="flex flex-col gap-2 py-2" role="status" aria-label={t('Loading')}>
      {[0, 1, 2].map((i) => (
        <div key={i} className="h-12 animate-pulse rounded-2xl bg-zinc-100 dark:bg-zinc-800" />
      ))}
    </div>
  )
}
