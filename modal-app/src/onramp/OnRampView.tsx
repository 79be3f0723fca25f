import { useId } from 'react'
import { t } from '../i18n/t.js'
import { useApp } from '../stores/useApp.js'
import { OnRampGetBox } from './OnRampGetBox.js'
import { OnRampPayBox } from './OnRampPayBox.js'
import { buy } from './onrampController.js'
import { shownText } from './onrampTexts.js'
import { PaymentMethods } from './PaymentMethods.js'
import { ProviderRow } from './ProviderRow.js'
import { QuoteDetails } from './QuoteDetails.js'
import { RecentPurchases } from './RecentPurchases.js'
import { useOnrampForm } from './useOnrampForm.js'
import { useOnrampOpened } from './useOnrampOpened.js'

/**
 * Buy: the amount in a fiat currency within the payment method's limits, the token, the provider,
 * and a live quote (the cloud's, or a marked estimate when it fails). 'Buy with <Provider>' has the
 * cloud make the provider's checkout, which the host opens in a popup.
 */
export function OnRampView() {
  useOnrampOpened()
  const form = useOnrampForm()
  const networkName = useApp((s) => s.activeNetwork?.name)
  const messageId = useId()
  const { options, check, quote, provider } = form

  if (!options) return <div className="h-[360px] animate-pulse rounded-2xl bg-zinc-100 dark:bg-zinc-800/80" />
  if (form.assets.length === 0)
    return (
      <p data-testid="onramp-unsupported" role="alert" className="py-10 text-center text-[15px] font-medium">
        {networkName
          ? t('Buying crypto is not available on {network}', { network: networkName })
          : t('Buying crypto is not available on this network')}
      </p>
    )

  const refused = !check.ok && check.kind === 'error'
  const problem = refused ? check.message : form.quoteError && shownText(form.quoteError)
  const canBuy = check.ok && !form.quoteError && !!form.asset && !!provider && !form.buying
  // The form scrolls inside a short card; the message and 'Buy with <Provider>' stay put under it.
  return (
    <div className="flex min-h-0 flex-col gap-3" data-testid="onramp-form">
      {/* Bleeds to the card's edges, so focus rings are not cut by the scroll box. */}
      <div
        data-testid="onramp-fields"
        className="al-scroll -mx-4 flex min-h-0 flex-col gap-3 overflow-y-auto px-4 py-0.5 *:shrink-0"
      >
        {form.sample ? (
          <p
            data-testid="onramp-sample"
            role="status"
            className="text-center text-[13px] text-zinc-600 dark:text-zinc-400"
          >
            {t('Showing sample options')}
          </p>
        ) : null}
        <OnRampPayBox
          amount={form.amount}
          fiat={form.fiat}
          limits={form.limits}
          invalid={!!problem}
          messageId={messageId}
        />
        <OnRampGetBox
          asset={form.asset}
          icon={form.asset ? form.iconOf(form.asset.symbol) : null}
          quote={quote}
          busy={form.quoteLoading}
        />
        <PaymentMethods methods={options.paymentMethods} current={form.paymentMethod} />
        {provider ? <ProviderRow provider={provider} /> : null}
        <QuoteDetails quote={quote} busy={form.quoteLoading} />
      </div>
      <p
        id={messageId}
        data-testid="onramp-message"
        role={problem ? 'alert' : undefined}
        className={`text-center text-[13px] font-medium ${problem ? 'text-red-600 dark:text-red-400' : 'text-zinc-600 dark:text-zinc-400'}`}
      >
        {problem ??
          (form.quoteUnavailable && !form.quoteLoading
            ? t('No quote right now: the checkout shows the amount.')
            : '')}
      </p>
      <button
        type="button"
        data-testid="onramp-buy"
        disabled={!canBuy}
        onClick={() => void buy()}
        className="rounded-full bg-[var(--al-accent)] py-3 text-[15px] font-semibold text-white outline-none focus-visible:ring-2 focus-visible:ring-offset-2 disabled:opacity-50"
      >
        {form.buying
          ? provider
            ? t('Opening {provider}…', { provider: provider.label })
            : t('Opening checkout…')
          : provider
            ? t('Buy with {provider}', { provider: provider.label })
            : t('Buy with provider')}
      </button>
      {form.buyError ? (
        <p
          data-testid="onramp-buy-error"
          role="alert"
          className="text-center text-[13px] font-medium text-red-600 dark:text-red-400"
        >
          {shownText(form.buyError)}
        </p>
      ) : null}
      <RecentPurchases />
    </div>
  )
}
