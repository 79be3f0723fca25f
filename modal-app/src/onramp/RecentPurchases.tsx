import { useEffect } from 'react'
import { dateFormat } from '../i18n/intl.js'
import { t } from '../i18n/t.js'
import { formatTokenAmount } from '../swap/swapMath.js'
import { loadPurchases } from './onrampController.js'
import { useOnramp } from './onrampStore.js'

const SHOWN = 3

/** The cloud's quantity as shown; one it writes oddly is left out rather than breaking the form. */
function amountText(numeric: string): string | undefined {
  try {
    return formatTokenAmount(numeric)
  } catch {
    return undefined
  }
}

/** The account's last purchases on this network (history's onramp filter), newest first. */
export function RecentPurchases() {
  const purchases = useOnramp((s) => s.purchases)
  useEffect(() => {
    void loadPurchases()
  }, [])
  const rows = (purchases ?? []).slice(0, SHOWN).flatMap((p) => {
    const transfer = p.transfers.find((t) => t.direction !== 'out' && t.fungible_info)
    const amount = transfer && amountText(transfer.quantity.numeric)
    if (!transfer?.fungible_info || amount === undefined) return []
    const at = new Date(p.metadata.minedAt)
    return [{ id: p.id, amount, symbol: transfer.fungible_info.symbol, at }]
  })
  if (rows.length === 0) return null
  // 'Mar 4' in the visitor's locale.
  const day = dateFormat({ month: 'short', day: 'numeric' })
  const title = t('Recent purchases')
  return (
    <section aria-label={title} data-testid="onramp-purchases" className="flex flex-col gap-1">
      <h2 className="text-[13px] font-medium text-zinc-600 dark:text-zinc-400">{title}</h2>
      <ul className="flex flex-col gap-1 text-[13px]">
        {rows.map((row) => (
          <li key={row.id} data-testid="onramp-purchase" className="flex justify-between gap-3">
            <span dir="ltr" className="font-medium">
              +{row.amount} {row.symbol}
            </span>
            <span className="text-zinc-600 dark:text-zinc-400">
              {Number.isNaN(row.at.getTime()) ? '' : day.format(row.at)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  )
}
