import { SWAP_SLIPPAGE_TOLERANCE } from '@airlock/shared-protocol'
import type { ReactNode } from 'react'
import { numberFormat } from '../i18n/intl.js'
import { t } from '../i18n/t.js'
import { formatFeeUSD, formatPriceImpact, formatTokenAmount } from './swapMath.js'
import type { SwapFigures } from './useSwapFigures.js'

/** Impact above this is called out: the pool is thin for the amount. */
const HIGH_IMPACT_PERCENT = 5

function Row({ label, testId, children }: { label: string; testId: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-3">
      <dt className="min-w-0 text-zinc-600 dark:text-zinc-400">{label}</dt>
      {/* A figure stays on one line; its label wraps instead. */}
      <dd data-testid={testId} className="shrink-0 text-end font-medium whitespace-nowrap">
        {children}
      </dd>
    </div>
  )
}

/**
 * Rate, price impact, network fee and the minimum received at the slippage, for a quote. While the
 * next quote loads they stay readable (dimmed text would fail contrast), marked busy; the button
 * says 'Getting quote…'.
 */
export function SwapDetails({ figures }: { figures: SwapFigures }) {
  const { from, to, quote, rate, minimumReceived, gasFeeInUSD, quoteLoading } = figures
  if (!from || !to || !quote || !rate || minimumReceived === undefined) return null
  const impact = quote.priceImpact
  return (
    <dl
      data-testid="swap-details"
      aria-busy={quoteLoading || undefined}
      className="flex flex-col gap-2 rounded-2xl border border-zinc-200 p-3 text-[13px] dark:border-zinc-700"
    >
      <Row label={t('Rate')} testId="swap-rate">
        <span dir="ltr">
          {numberFormat().format(1)} {from.symbol} = {formatTokenAmount(rate)} {to.symbol}
        </span>
      </Row>
      <Row label={t('Price impact')} testId="swap-price-impact">
        <span dir="ltr" className={impact > HIGH_IMPACT_PERCENT ? 'text-red-600 dark:text-red-400' : ''}>
          {formatPriceImpact(impact)}
        </span>
      </Row>
      <Row label={t('Network fee')} testId="swap-network-fee">
        <span dir="ltr">{gasFeeInUSD !== undefined ? formatFeeUSD(gasFeeInUSD) : '—'}</span>
      </Row>
      <Row
        label={t('Minimum received ({slippage}% slippage)', {
          slippage: numberFormat().format(SWAP_SLIPPAGE_TOLERANCE),
        })}
        testId="swap-minimum-received"
      >
        <span dir="ltr" data-amount={minimumReceived}>
          {formatTokenAmount(minimumReceived)} {to.symbol}
        </span>
      </Row>
    </dl>
  )
}
