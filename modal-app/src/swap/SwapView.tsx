import { userMessages } from '@airlock/shared-protocol'
import { useEffect } from 'react'
import { PrimaryButton } from '../components/PrimaryButton.js'
import { LineIcon } from '../components/viewIcons.js'
import { pushView } from '../controllers/navigation.js'
import { t } from '../i18n/t.js'
import { useApp } from '../stores/useApp.js'
import { SwapDetails } from './SwapDetails.js'
import { SwapTokenBox } from './SwapTokenBox.js'
import { flip, openSwap, setFromAmount, setMax } from './swapController.js'
import { useSwap } from './swapStore.js'
import { shownText } from './swapTexts.js'
import { useSwapFigures } from './useSwapFigures.js'

/**
 * Swap: what to sell and what to buy, the amount, and once quoted the rate, price impact, network
 * fee and the minimum received. The button says what is missing or wrong, else opens the review.
 */
export function SwapView() {
  const caip = useApp((s) => s.activeNetwork?.caipNetworkId)
  const address = useApp((s) => s.address)
  const tokens = useSwap((s) => s.tokens)
  const tokensError = useSwap((s) => s.tokensError)
  const figures = useSwapFigures()
  const { from, to, check } = figures

  // Another account or chain is another form (and maybe no swaps at all).
  useEffect(() => {
    if (caip && address) void openSwap()
  }, [caip, address])

  if (tokensError)
    return (
      <div className="flex flex-col items-center gap-3 py-10">
        <p data-testid="swap-unsupported" role="alert" className="text-center text-[15px] font-medium">
          {shownText(tokensError)}
        </p>
        {tokensError === userMessages.SWAPS_NETWORK_NOT_SUPPORTED ? null : (
          <PrimaryButton testId="swap-retry" onClick={() => void openSwap()}>
            {t('Try again')}
          </PrimaryButton>
        )}
      </div>
    )
  if (!tokens) return <div className="h-[280px] animate-pulse rounded-2xl bg-zinc-100 dark:bg-zinc-800/80" />

  const problem = !check.ok && check.kind === 'error'
  return (
    <div className="flex flex-col gap-3" data-testid="swap-form">
      <div className="relative flex flex-col gap-1">
        <SwapTokenBox side="from" {...figures.sides.from} onAmount={setFromAmount} onMax={setMax} />
        <button
          type="button"
          data-testid="swap-flip"
          aria-label={t('Switch the tokens')}
          onClick={flip}
          disabled={!from || !to}
          className="absolute top-1/2 left-1/2 z-10 flex h-10 w-10 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-xl border-4 border-white bg-zinc-100 text-zinc-700 outline-none hover:bg-zinc-200 focus-visible:ring-2 focus-visible:ring-[var(--al-accent)] disabled:opacity-50 dark:border-zinc-900 dark:bg-zinc-800 dark:text-zinc-200 dark:hover:bg-zinc-700"
        >
          <LineIcon size={16}>
            <path d="M12 5v14M5 12l7 7 7-7" />
          </LineIcon>
        </button>
        <SwapTokenBox side="to" {...figures.sides.to} busy={figures.quoteLoading} />
      </div>
      <SwapDetails figures={figures} />
      <p
        data-testid="swap-message"
        role={problem ? 'alert' : undefined}
        aria-live={problem ? undefined : 'polite'}
        className="sr-only"
      >
        {check.ok ? '' : check.message}
      </p>
      <button
        type="button"
        data-testid="swap-review"
        data-problem={problem || undefined}
        disabled={!check.ok}
        onClick={() => pushView('SwapPreview')}
        className="rounded-full bg-[var(--al-accent)] py-3 text-[15px] font-semibold text-white outline-none focus-visible:ring-2 focus-visible:ring-offset-2 disabled:opacity-50"
      >
        {check.message}
      </button>
    </div>
  )
}
