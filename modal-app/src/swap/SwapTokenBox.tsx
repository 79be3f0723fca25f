import { useId } from 'react'
import { AmountInput } from '../components/AmountInput.js'
import { ChevronIcon } from '../components/icons.js'
import { textButtonHitBox } from '../components/textButton.js'
import { pushView } from '../controllers/navigation.js'
import { formatBalance } from '../lib/decimal.js'
import { TokenIcon } from '../views/Account/TokenIcon.js'
import { startSelecting } from './swapController.js'
import { formatTokenAmount, usdValue } from './swapMath.js'
import type { SwapSide, SwapToken } from './swapStore.js'

export const HEADINGS: Record<SwapSide, string> = { from: 'You pay', to: 'You receive' }

/**
 * One side of the swap: its amount (typed for the from side; the quote's for the to side, shown to
 * 6 decimals), the token button that opens the picker, the amount's USD value, and the balance
 * (with Max to sell all).
 */
export function SwapTokenBox(props: {
  side: SwapSide
  token: SwapToken | undefined
  amount: string
  price: number | undefined
  balance: string | undefined
  /** The to side's amount is being quoted again: shown grey (large text, still above 3:1). */
  busy?: boolean
  onAmount?: (text: string) => void
  onMax?: () => void
}) {
  const { side, token } = props
  const labelId = useId()
  return (
    <section
      aria-labelledby={labelId}
      data-testid={`swap-${side}`}
      data-symbol={token?.symbol ?? ''}
      className="rounded-2xl bg-zinc-100 p-3 dark:bg-zinc-800/80"
    >
      <h2 id={labelId} className="text-[13px] font-medium text-zinc-600 dark:text-zinc-400">
        {HEADINGS[side]}
      </h2>
      <div className="mt-1 flex items-center gap-2">
        <AmountInput
          testId={`swap-${side}-amount`}
          aria-labelledby={labelId}
          aria-busy={props.busy || undefined}
          value={props.onAmount ? props.amount : props.amount && formatTokenAmount(props.amount)}
          onAmount={props.onAmount}
          className={props.busy ? 'text-zinc-500 dark:text-zinc-400' : ''}
        />
        <button
          type="button"
          data-testid={`swap-${side}-token`}
          aria-label={
            token ? `${HEADINGS[side]}: ${token.symbol}, change token` : `${HEADINGS[side]}: select token`
          }
          onClick={() => {
            startSelecting(side)
            pushView('SwapSelectToken')
          }}
          className="relative flex h-10 shrink-0 items-center gap-2 rounded-full bg-white px-3 text-[14px] font-semibold shadow-sm outline-none hover:bg-zinc-50 focus-visible:ring-2 focus-visible:ring-[var(--al-accent)] dark:bg-zinc-700 dark:hover:bg-zinc-600"
        >
          {token ? <TokenIcon src={token.logoUri} symbol={token.symbol} size={20} /> : null}
          {token?.symbol ?? 'Select token'}
          <ChevronIcon />
        </button>
      </div>
      <div className="mt-1 flex min-h-5 items-center justify-between gap-2 text-[13px] text-zinc-600 dark:text-zinc-400">
        <span data-testid={`swap-${side}-usd`}>{usdValue(props.amount, props.price)}</span>
        {token ? (
          <span className="flex items-center gap-2">
            <span data-testid={`swap-${side}-balance`}>
              Balance {formatBalance(props.balance ?? '0')} {token.symbol}
            </span>
            {props.onMax && props.balance ? (
              <button
                type="button"
                data-testid="swap-max"
                aria-label={`Max: the whole ${token.symbol} balance`}
                onClick={props.onMax}
                className={`${textButtonHitBox} rounded font-semibold text-[var(--al-accent-text)] outline-none hover:underline focus-visible:ring-2 focus-visible:ring-[var(--al-accent)]`}
              >
                Max
              </button>
            ) : null}
          </span>
        ) : null}
      </div>
    </section>
  )
}
