import { useEffect, useRef } from 'react'
import { loadActivity, visibleActivity } from '../../controllers/account.js'
import { t } from '../../i18n/t.js'
import { useAccount } from '../../stores/accountStore.js'
import { useApp } from '../../stores/useApp.js'
import {
  activityDescription,
  activityTime,
  activityTitle,
  groupActivity,
  tradeSides,
  transferSign,
} from './activityFormat.js'
import { TokenIcon } from './TokenIcon.js'
import { ListSkeleton } from './TokensTab.js'

/** The account's transactions on the connected chain, grouped by date, loading more as you scroll. */
export function ActivityTab() {
  const caip = useApp((s) => s.activeNetwork?.caipNetworkId ?? '')
  const activity = useAccount((s) => s.activity)
  const next = useAccount((s) => s.activityNext)
  const loading = useAccount((s) => s.activityLoading)
  const error = useAccount((s) => s.activityError)
  const end = useRef<HTMLDivElement>(null)

  useEffect(() => {
    void loadActivity()
  }, [])

  // Infinite scroll: the sentinel below the list asks for the next page when it comes into view.
  useEffect(() => {
    const sentinel = end.current
    if (!sentinel || !next) return
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) void loadActivity({ more: true })
    })
    observer.observe(sentinel)
    return () => observer.disconnect()
  }, [next])

  if (error)
    return (
      <p data-testid="activity-error" className="py-6 text-center text-[14px] text-red-600 dark:text-red-400">
        {t(error)}
      </p>
    )
  if (next === undefined && loading) return <ListSkeleton />
  const shown = visibleActivity(activity, caip)
  if (shown.length === 0 && !next)
    return (
      <p className="py-6 text-center text-[14px] text-zinc-500 dark:text-zinc-400">{t('No activity yet')}</p>
    )
  return (
    <div data-testid="activity-list" className="flex flex-col gap-3">
      {groupActivity(shown).map((group) => (
        <section key={group.key}>
          <h2 className="px-2 pb-1 text-[12px] font-semibold uppercase tracking-wide text-zinc-500 dark:text-zinc-400">
            {group.label}
          </h2>
          <ul className="flex flex-col gap-1">
            {group.items.map((tx) => {
              // A swap shows what left (its icon) and what arrived, neither as a gain.
              const trade = tradeSides(tx)
              const transfer = trade?.out ?? tx.transfers[0]
              const sign = transfer && !trade ? transferSign(tx.metadata.operationType, transfer) : ''
              const icon = transfer?.nft_info?.content.preview.url ?? transfer?.fungible_info?.icon.url
              return (
                <li
                  key={tx.id}
                  data-testid="activity-row"
                  data-operation={tx.metadata.operationType}
                  data-status={tx.metadata.status}
                  className="flex items-center gap-3 rounded-2xl px-2 py-2"
                >
                  <TokenIcon
                    src={icon}
                    symbol={transfer?.fungible_info?.symbol ?? transfer?.nft_info?.name ?? '?'}
                  />
                  <div className="min-w-0 flex-1">
                    <p className="truncate text-[15px] font-medium">{activityTitle(tx)}</p>
                    <p
                      data-testid="activity-description"
                      className={`truncate text-[13px] ${sign === '+' ? 'text-emerald-700 dark:text-emerald-400' : 'text-zinc-500 dark:text-zinc-400'}`}
                    >
                      {/* Amounts and symbols read left to right, in a right-to-left text too. */}
                      {transfer ? <bdi dir="ltr">{activityDescription(tx)}</bdi> : activityDescription(tx)}
                    </p>
                  </div>
                  <time
                    dateTime={tx.metadata.minedAt}
                    className="shrink-0 text-[12px] text-zinc-500 dark:text-zinc-400"
                  >
                    {activityTime(tx.metadata.minedAt, group.key)}
                  </time>
                </li>
              )
            })}
          </ul>
        </section>
      ))}
      <div ref={end} data-testid="activity-end" data-next={next ?? ''} className="h-4">
        {loading ? <ListSkeleton /> : null}
      </div>
    </div>
  )
}
