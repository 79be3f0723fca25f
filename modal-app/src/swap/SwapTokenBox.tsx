import { useId } from 'react'
import { AmountInput } from '../components/AmountInput.js'
import { ChevronIcon } from '../components/icons.js'
import { textButtonHitBox } from '../components/textButton.js'
import { pushView } from '../controllers/navigation.js'
import { rich } from '../i18n/rich.js'
import { msg, t } from '../i18n/t.js'
import { formatBalanceShown } from '../lib/decimal.js'
import { TokenIcon } from '../views/Account/TokenIcon.js'
import { startSelecting } from './swapController.js'
import { formatTokenAmount, usdValue } from './swapMath.js'
import type { SwapSide, SwapToken } from './swapStore.js'

export const HEADINGS: Record<SwapSide, string> = { from: msg('You pay'), to: msg('You receive') }

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
  const heading = t(HEADINGS[side])
  return (
    <section
      aria-labelledby={labelId}
      data-testid={`swap-${side}`}
      data-symbol={token?.symbol ?? ''}
      className="rounded-2xl bg-zinc-100 p-3 dark:bg-zinc-800/80"
    >
      <h2 id={labelId} className="text-[13px] font-medium text-zinc-600 dark:text-zinc-400">
        {heading}
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
            token
              ? t('{heading}: {symbol}, change token', { heading, symbol: token.symbol })
              : t('{heading}: select token', { heading })
          }
          onClick={() => {
            startSelecting(side)
            pushView('SwapSelectToken')
          }}
          className="relative flex h-10 shrink-0 items-center gap-2 rounded-full bg-white px-3 text-[14px] font-semibold shadow-sm outline-none hover:bg-zinc-50 focus-visible:ring-2 focus-visible:ring-[var(--al-accent)] dark:bg-zinc-700 dark:hover:bg-zinc-600"
        >
          {token ? <TokenIcon src={token.logoUri} symbol={token.symbol} size={20} /> : null}
          {token?.symbol ?? t('Select token')}
          <ChevronIcon />
        </button>
      </div>
      <div className="mt-1 flex min-h-5 items-center justify-between gap-2 text-[13px] text-zinc-600 dark:text-zinc-400">
        <span data-testid={`swap-${side}-usd`} dir="ltr">
          {usdValue(props.amount, props.price)}
        </span>
        {token ? (
          <span className="flex items-center gap-2">
            <span data-testid={`swap-${side}-balance`}>
              {rich(
                t('Balance <0>{amount} {symbol}</0>', {
                  amount: formatBalanceShown(props.balance ?? '0'),
                  symbol: token.symbol,
                }),
                [(text) => <bdi dir="ltr">{text}</bdi>],
              )}
            </span>
            {props.onMax && props.balance ? (
              <button
                type="button"
                data-testid="swap-max"
                aria-label={t('Max: the whole {symbol} balance', { symbol: token.symbol })}
                onClick={props.onMax}
                className={`${textButtonHitBox} rounded font-semibold text-[var(--al-accent-text)] outline-none hover:underline focus-visible:ring-2 focus-visible:ring-[var(--al-accent)]`}
              >
                {t('Max')}
              </button>
            ) : null}
          </span>
        ) : null}
      </div>
    </section>
  )
}
