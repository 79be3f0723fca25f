import { useEffect } from 'react'
import { AmountText } from '../components/AmountText.js'
import { goBack, replaceView } from '../controllers/navigation.js'
import { msg, t } from '../i18n/t.js'
import { TokenIcon } from '../views/Account/TokenIcon.js'
import { GuardNotice } from '../visibility/GuardNotice.js'
import { useClickGuard } from '../visibility/useClickGuard.js'
import { SwapDetails } from './SwapDetails.js'
import { HEADINGS } from './SwapTokenBox.js'
import { checkAllowance, confirmSwap } from './swapExecution.js'
import { formatTokenAmount, usdValue } from './swapMath.js'
import { type SwapProgress, type SwapSide, useSwap } from './swapStore.js'
import { type SwapFigures, useSwapFigures } from './useSwapFigures.js'

const PROGRESS: Record<Exclude<SwapProgress, 'idle'>, string> = {
  'approve-wallet': msg('Approve in your wallet…'),
  'approve-chain': msg('Waiting for the approval to be confirmed…'),
  'swap-wallet': msg('Confirm the swap in your wallet…'),
  'swap-chain': msg('Swapping…'),
}

/** One side of the trade: its token, the amount, and the amount's USD value. */
function Amount({ side, token, amount, price }: { side: SwapSide } & SwapFigures['sides'][SwapSide]) {
  if (!token) return null
  return (
    <div className="flex items-center gap-3">
      <TokenIcon src={token.logoUri} symbol={token.symbol} size={40} />
      <div className="flex min-w-0 flex-1 flex-col">
        <span className="text-[13px] text-zinc-600 dark:text-zinc-400">{t(HEADINGS[side])}</span>
        {/* An amount with its symbol reads left to right; in a right-to-left modal it still sits at the start. */}
        <div dir="ltr" className="rtl:text-right">
          <AmountText
            testId={`swap-preview-${side}`}
            text={`${formatTokenAmount(amount)} ${token.symbol}`}
            maxSize={20}
            minSize={15}
            className="font-semibold"
          />
        </div>
        <span className="text-[13px] text-zinc-600 dark:text-zinc-400">
          <span dir="ltr">{usdValue(amount, price)}</span>
        </span>
      </div>
    </div>
  )
}

/** Review: both amounts and the quote's details, then Approve <token> when the allowance is short, then Swap. */
export function SwapPreviewView() {
  const figures = useSwapFigures()
  const { from, to, quote } = figures
  const needsApproval = useSwap((s) => s.needsApproval)
  const progress = useSwap((s) => s.progress)
  const error = useSwap((s) => s.error)
  const confirm = useClickGuard<HTMLDivElement>()

  useEffect(() => {
    // Without a quote (opened on its own, or the form changed) there is nothing to review.
    if (!quote) replaceView('Swap')
    else void checkAllowance()
  }, [quote])

  if (!from || !to || !quote) return null
  const busy = progress !== 'idle'
  const action =
    needsApproval === undefined
      ? t('Checking allowance…')
      : needsApproval
        ? t('Approve {symbol}', { symbol: from.symbol })
        : t('Swap')
  return (
    <div className="flex flex-col gap-3" data-testid="swap-preview" data-progress={progress}>
      <div className="flex flex-col gap-3 rounded-2xl bg-zinc-100 p-4 dark:bg-zinc-800/80">
        <Amount side="from" {...figures.sides.from} />
        <Amount side="to" {...figures.sides.to} />
      </div>
      <SwapDetails figures={figures} />
      <p data-testid="swap-progress" aria-live="polite" className="min-h-5 text-center text-[13px]">
        {busy ? t(PROGRESS[progress]) : ''}
      </p>
      {error ? (
        <p
          data-testid="swap-error"
          role="alert"
          className="text-center text-[13px] font-medium text-red-600 dark:text-red-400"
        >
          {error}
        </p>
      ) : null}
      <GuardNotice
        id={confirm.noticeId}
        action={needsApproval ? action : t('Swap')}
        shown={confirm.obscured}
      />
      <div ref={confirm.ref} className="flex gap-2">
        <button
          type="button"
          onClick={goBack}
          disabled={busy}
          className="flex-1 rounded-full bg-zinc-100 py-3 text-[15px] font-semibold outline-none focus-visible:ring-2 focus-visible:ring-[var(--al-accent)] disabled:opacity-50 dark:bg-zinc-800"
        >
          {t('Cancel')}
        </button>
        <button
          type="button"
          data-testid="swap-confirm"
          disabled={busy || needsApproval === undefined || !confirm.armed}
          aria-describedby={confirm.obscured ? confirm.noticeId : undefined}
          onClick={confirm.guard(() => void confirmSwap())}
          className="flex-1 rounded-full bg-[var(--al-accent)] py-3 text-[15px] font-semibold text-white outline-none focus-visible:ring-2 focus-visible:ring-offset-2 disabled:opacity-50"
        >
          {action}
        </button>
      </div>
    </div>
  )
}
