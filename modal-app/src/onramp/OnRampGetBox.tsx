import { useId } from 'react'
import { AmountText } from '../components/AmountText.js'
import { ChevronIcon } from '../components/icons.js'
import { pushView } from '../controllers/navigation.js'
import { t } from '../i18n/t.js'
import { formatTokenAmount } from '../swap/swapMath.js'
import { TokenIcon } from '../views/Account/TokenIcon.js'
import { pillClass } from './OnRampPayBox.js'
import type { PurchaseAsset } from './onrampOptions.js'
import type { BuyQuote } from './onrampQuote.js'

/** 'Estimate': the amount was worked out in the modal, not quoted by the provider. */
export function EstimateBadge() {
  return (
    <span
      data-testid="onramp-estimate"
      className="rounded-full bg-zinc-200 px-2 py-0.5 text-[11px] font-semibold text-zinc-700 dark:bg-zinc-700 dark:text-zinc-200"
    >
      {t('Estimate')}
    </span>
  )
}

/** 'You get': about how much of the token the amount buys, and the token (which opens the picker). */
export function OnRampGetBox(props: {
  asset: PurchaseAsset | undefined
  icon: string | null
  quote: BuyQuote | undefined
  busy: boolean
}) {
  const { asset, quote } = props
  const labelId = useId()
  return (
    <section
      aria-labelledby={labelId}
      data-testid="onramp-get"
      className="rounded-2xl bg-zinc-100 p-3 dark:bg-zinc-800/80"
    >
      <h2 id={labelId} className="text-[13px] font-medium text-zinc-600 dark:text-zinc-400">
        {t('You get')}
      </h2>
      <div className="mt-1 flex items-center gap-2">
        {/* '≈ 0.0162' reads left to right; in a right-to-left modal it still sits at the start. */}
        <div dir="ltr" className="min-w-0 flex-1 rtl:text-right">
          <AmountText
            testId="onramp-receive"
            data={{ amount: quote?.purchaseAmount.value }}
            live={{ busy: props.busy }}
            text={quote ? `≈ ${formatTokenAmount(quote.purchaseAmount.value)}` : '—'}
            maxSize={28}
            minSize={16}
            className={`font-semibold transition-opacity ${props.busy ? 'opacity-50' : ''}`}
          />
        </div>
        <button
          type="button"
          data-testid="onramp-token"
          aria-label={
            asset ? t('Token: {symbol}, change token', { symbol: asset.symbol }) : t('Select token')
          }
          onClick={() => pushView('OnRampTokenSelect')}
          className={pillClass}
        >
          {asset ? <TokenIcon src={props.icon} symbol={asset.symbol} size={20} /> : null}
          {asset?.symbol ?? t('Select token')}
          <ChevronIcon />
        </button>
      </div>
      <div className="mt-1 min-h-5">{quote?.estimate ? <EstimateBadge /> : null}</div>
    </section>
  )
}
