import { useId } from 'react'
import { AmountInput } from '../components/AmountInput.js'
import { ChevronIcon } from '../components/icons.js'
import { pushView } from '../controllers/navigation.js'
import { rich } from '../i18n/rich.js'
import { t } from '../i18n/t.js'
import { TokenIcon } from '../views/Account/TokenIcon.js'
import { formatFiatIn } from './onrampAmount.js'
import { setAmount, setPreset } from './onrampController.js'
import { currencyImageUrl } from './onrampImages.js'
import type { Limits } from './onrampOptions.js'

/** One tap for a common amount. */
const PRESETS = [50, 100, 250] as const

export const pillClass =
  'flex h-10 shrink-0 items-center gap-2 rounded-full bg-white px-3 text-[14px] font-semibold shadow-sm outline-none hover:bg-zinc-50 focus-visible:ring-2 focus-visible:ring-[var(--al-accent)] dark:bg-zinc-700 dark:hover:bg-zinc-600'

/** 'You pay': the amount in the fiat currency (typed or a preset), the currency, and the method's limits. */
export function OnRampPayBox(props: {
  amount: string
  fiat: string
  limits: Limits | undefined
  /** The amount is refused: the message under the form says why. */
  invalid: boolean
  messageId: string
}) {
  const { amount, fiat, limits } = props
  const inputId = useId()
  const limitsId = useId()
  return (
    <section data-testid="onramp-pay" className="rounded-2xl bg-zinc-100 p-3 dark:bg-zinc-800/80">
      <label htmlFor={inputId} className="text-[13px] font-medium text-zinc-600 dark:text-zinc-400">
        {t('You pay')}
      </label>
      <div className="mt-1 flex items-center gap-2">
        <AmountInput
          id={inputId}
          testId="onramp-amount"
          value={amount}
          aria-invalid={props.invalid || undefined}
          aria-describedby={`${limitsId} ${props.messageId}`}
          onAmount={setAmount}
        />
        <button
          type="button"
          data-testid="onramp-fiat"
          aria-label={t('Currency: {currency}, change currency', { currency: fiat })}
          onClick={() => pushView('OnRampFiatSelect')}
          className={pillClass}
        >
          <TokenIcon src={currencyImageUrl(fiat)} symbol={fiat} size={20} />
          {fiat}
          <ChevronIcon />
        </button>
      </div>
      <fieldset className="mt-2 flex gap-2">
        <legend className="sr-only">{t('Preset amounts')}</legend>
        {PRESETS.map((preset) => (
          <button
            key={preset}
            type="button"
            data-testid="onramp-preset"
            data-amount={preset}
            aria-pressed={amount === String(preset)}
            onClick={() => setPreset(preset)}
            className="min-h-10 flex-1 rounded-full border border-zinc-300 text-[13px] font-semibold outline-none hover:bg-white focus-visible:ring-2 focus-visible:ring-[var(--al-accent)] aria-pressed:border-[var(--al-accent)] aria-pressed:text-[var(--al-accent-text)] dark:border-zinc-600 dark:hover:bg-zinc-700"
          >
            {formatFiatIn(preset, fiat, { whole: true })}
          </button>
        ))}
      </fieldset>
      <p
        id={limitsId}
        data-testid="onramp-limits"
        className="mt-2 text-[13px] text-zinc-600 dark:text-zinc-400"
      >
        {limits
          ? rich(
              t('Limits <0>{min}</0> – <1>{max}</1>', {
                min: formatFiatIn(limits.min, fiat),
                max: formatFiatIn(limits.max, fiat),
              }),
              [(text) => <bdi dir="ltr">{text}</bdi>, (text) => <bdi dir="ltr">{text}</bdi>],
            )
          : null}
      </p>
    </section>
  )
}
