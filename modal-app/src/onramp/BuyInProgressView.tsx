import { useEffect } from 'react'
import { ConnectingStatus } from '../components/ConnectingStatus.js'
import { PrimaryButton } from '../components/PrimaryButton.js'
import { LineIcon } from '../components/viewIcons.js'
import { goBack, replaceView } from '../controllers/navigation.js'
import { rich } from '../i18n/rich.js'
import { msg, t } from '../i18n/t.js'
import { formatTokenAmount } from '../swap/swapMath.js'
import { Spinner } from '../views/ConnectingWalletConnect/Spinner.js'
import { openCheckoutWindow, watchCheckout } from './onrampController.js'
import { type CheckoutWindow, onrampStore, useOnramp } from './onrampStore.js'
import { shownText } from './onrampTexts.js'

const hints: Record<CheckoutWindow, string> = {
  open: msg('Pay in the window that opened; this view follows the purchase.'),
  blocked: msg('Your browser blocked the window.'),
  closed: msg('The window was closed. A payment made there still arrives here.'),
}

/** A failed checkout: back to the form, which still holds the order. */
function tryAgain() {
  onrampStore.setState({ checkout: undefined })
  goBack()
}

/**
 * The provider's checkout is open on the host page: this view asks the cloud about it every second
 * while it is on screen, and shows the purchase once it is delivered (or why it failed).
 */
export function BuyInProgressView() {
  const checkout = useOnramp((s) => s.checkout)
  const sessionId = checkout?.sessionId
  // A new checkout (Try again) is watched afresh; leaving the view stops the watch.
  useEffect(() => (sessionId ? watchCheckout() : undefined), [sessionId])
  if (!checkout) return null
  const { providerLabel: label, status } = checkout

  if (status === 'completed') {
    const amount = checkout.purchaseAmount
    return (
      <div className="flex flex-col items-center gap-4 py-6 text-center" data-testid="onramp-success">
        <span className="flex h-16 w-16 items-center justify-center rounded-full bg-emerald-100 text-emerald-700 dark:bg-emerald-400/20 dark:text-emerald-300">
          <LineIcon size={28}>
            <path d="M5 12l5 5 9-10" />
          </LineIcon>
        </span>
        <div role="status">
          <p className="text-[17px] font-semibold">{t('Purchase complete')}</p>
          {amount ? (
            <p data-testid="onramp-bought" data-amount={amount.value} className="mt-1 text-[15px]">
              {rich(
                t('You bought <0>{amount} {symbol}</0>', {
                  amount: formatTokenAmount(amount.value),
                  symbol: amount.currency,
                }),
                [(text) => <bdi dir="ltr">{text}</bdi>],
              )}
            </p>
          ) : null}
        </div>
        <PrimaryButton testId="onramp-done" onClick={() => replaceView('Account')}>
          {t('Done')}
        </PrimaryButton>
      </div>
    )
  }

  if (status === 'failed')
    return (
      <div className="flex flex-col items-center gap-4 py-6 text-center" data-testid="onramp-failed">
        <ConnectingStatus
          error={checkout.message ? shownText(checkout.message) : t('The purchase failed')}
          title=""
        />
        <PrimaryButton testId="onramp-retry" onClick={tryAgain}>
          {t('Try again')}
        </PrimaryButton>
      </div>
    )

  const reopen = checkout.window !== 'open'
  return (
    <div
      className="flex flex-col items-center gap-4 py-6 text-center"
      data-testid="onramp-pending"
      data-window={checkout.window}
    >
      <Spinner size={40} />
      <ConnectingStatus
        title={t('Complete your purchase in the {provider} window', { provider: label })}
        hint={t(hints[checkout.window])}
      />
      {checkout.message ? (
        <p data-testid="onramp-attempt" className="text-[13px] text-zinc-600 dark:text-zinc-400">
          {t('Last attempt: {message}', { message: shownText(checkout.message) })}
        </p>
      ) : null}
      {reopen ? (
        <PrimaryButton testId="onramp-open" onClick={openCheckoutWindow}>
          {t('Open {provider}', { provider: label })}
        </PrimaryButton>
      ) : null}
    </div>
  )
}
