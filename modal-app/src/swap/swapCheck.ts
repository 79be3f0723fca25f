import type Decimal from 'decimal.js'
import { t } from '../i18n/t.js'
import { toBaseUnits, toDecimal } from '../lib/decimal.js'
import { shownText } from './swapTexts.js'

export interface SwapCheckInput {
  /** The tokens picked, by decimals (undefined: not picked yet). */
  from: { decimals: number; native: boolean } | undefined
  to: { decimals: number } | undefined
  amount: string
  /** The from token's balance (decimal); undefined when the account holds none. */
  fromBalance: string | undefined
  /** A quote for exactly these tokens and this amount. */
  hasQuote: boolean
  quoteLoading: boolean
  quoteError: string | undefined
  /** The native token's balance in USD (spec section 3's networkBalanceInUSD). */
  networkBalanceInUSD: number
  /** The swap's gas in USD and in the native token, once a quote and a gas price are known. */
  gasFeeInUSD: number | undefined
  gasFeeInNative: Decimal | undefined
  /** The native token's balance (decimal), for a swap that spends it as well as paying gas with it. */
  nativeBalance: string | undefined
  smartAccount?: boolean
}

export type SwapCheck =
  | { ok: true; message: string }
  | {
      ok: false
      /** `error`: said as a problem (red, announced); `incomplete`/`waiting`: what comes next. */
      kind: 'incomplete' | 'waiting' | 'error'
      message: string
    }

const amountOf = (text: string, decimals: number): Decimal | 'invalid' => {
  try {
    const amount = toDecimal(text)
    return amount.lt(0) || amount.decimalPlaces() > decimals ? 'invalid' : amount
  } catch {
    return 'invalid'
  }
}

/** Compared in base units (exact: 20 significant places would round an 18-decimal balance). */
function exceeds(amount: string, balance: string, decimals: number): boolean {
  try {
    return toBaseUnits(amount, decimals) > toBaseUnits(balance, decimals)
  } catch {
    return toDecimal(amount).gt(toDecimal(balance))
  }
}

/**
 * What the swap button says (in the visitor's language: it is worked out as the form renders), in the order the visitor fills the form: both tokens, an amount, the
 * balance, a quote, then gas (spec section 5: the network balance in USD is zero or below the gas
 * cost; smart accounts skip it). Selling the native token also needs what is left of it to pay gas.
 */
export function checkSwap(input: SwapCheckInput): SwapCheck {
  const { from, to } = input
  if (!from || !to) return { ok: false, kind: 'incomplete', message: t('Select token') }
  if (!input.amount.trim()) return { ok: false, kind: 'incomplete', message: t('Enter amount') }
  const amount = amountOf(input.amount, from.decimals)
  if (amount === 'invalid') return { ok: false, kind: 'error', message: t('Invalid amount') }
  if (amount.isZero()) return { ok: false, kind: 'incomplete', message: t('Enter amount') }
  if (exceeds(input.amount, input.fromBalance ?? '0', from.decimals))
    return { ok: false, kind: 'error', message: t('Insufficient balance') }
  if (input.quoteError) return { ok: false, kind: 'error', message: shownText(input.quoteError) }
  if (input.quoteLoading || !input.hasQuote)
    return { ok: false, kind: 'waiting', message: t('Getting quote…') }
  if (!input.smartAccount) {
    const balance = toDecimal(input.networkBalanceInUSD)
    const fee = input.gasFeeInUSD
    if (balance.lte(0) || (fee !== undefined && balance.lt(fee)))
      return { ok: false, kind: 'error', message: t('Insufficient gas') }
    if (
      from.native &&
      input.gasFeeInNative !== undefined &&
      toDecimal(input.nativeBalance ?? 0)
        .minus(amount)
        .lt(input.gasFeeInNative)
    )
      return { ok: false, kind: 'error', message: t('Insufficient gas') }
  }
  return { ok: true, message: t('Review swap') }
}
