import { t } from '../i18n/t.js'
import { setPaymentMethod } from './onrampController.js'
import { shownText } from './onrampTexts.js'

/** 'Pay with': card or bank account, as radio buttons (arrow keys move between them). */
export function PaymentMethods({
  methods,
  current,
}: {
  methods: { id: string; name: string }[]
  current: string
}) {
  if (methods.length === 0) return null
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="mb-1 text-[13px] font-medium text-zinc-600 dark:text-zinc-400">
        {t('Pay with')}
      </legend>
      <div className="flex gap-2">
        {methods.map((method) => (
          <label
            key={method.id}
            data-testid="onramp-method"
            data-method={method.id}
            className="flex flex-1 cursor-pointer items-center justify-center rounded-xl border border-zinc-300 px-2 py-2 text-center text-[13px] font-semibold has-checked:border-[var(--al-accent)] has-checked:text-[var(--al-accent-text)] has-focus-visible:ring-2 has-focus-visible:ring-[var(--al-accent)] dark:border-zinc-600"
          >
            <input
              type="radio"
              name="onramp-method"
              value={method.id}
              checked={method.id === current}
              onChange={() => setPaymentMethod(method.id)}
              className="sr-only"
            />
            {shownText(method.name)}
          </label>
        ))}
      </div>
    </fieldset>
  )
}
