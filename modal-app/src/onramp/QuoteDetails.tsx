import { msg, t } from '../i18n/t.js'
import { formatFiatIn } from './onrampAmount.js'
import type { Money } from './onrampApi.js'
import type { BuyQuote } from './onrampQuote.js'

const money = (m: Money | undefined) => (m ? formatFiatIn(m.value, m.currency) : '—')

/** The quote's fees and total; an estimate says the checkout has the final figures. */
export function QuoteDetails({ quote, busy }: { quote: BuyQuote | undefined; busy: boolean }) {
  if (!quote) return null
  const rows = [
    [msg('Provider fee'), 'onramp-provider-fee', quote.providerFee],
    [msg('Network fee'), 'onramp-network-fee', quote.networkFee],
    [msg('Total'), 'onramp-total', quote.total],
  ] as const
  return (
    <div
      data-testid="onramp-quote"
      data-estimate={quote.estimate || undefined}
      aria-busy={busy || undefined}
      className={`flex flex-col gap-2 rounded-2xl border border-zinc-200 p-3 text-[13px] transition-opacity dark:border-zinc-700 ${busy ? 'opacity-50' : ''}`}
    >
      <dl className="flex flex-col gap-2">
        {rows.map(([label, testId, value]) => (
          <div key={testId} className="flex justify-between gap-3">
            <dt className="text-zinc-600 dark:text-zinc-400">{t(label)}</dt>
            <dd data-testid={testId} className="text-end font-medium">
              <span dir="ltr">{money(value)}</span>
            </dd>
          </div>
        ))}
      </dl>
      {quote.estimate ? (
        <p className="text-zinc-600 dark:text-zinc-400">
          {t('Estimate: the checkout shows the exact amount.')}
        </p>
      ) : null}
    </div>
  )
}
