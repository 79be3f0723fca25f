import Decimal from 'decimal.js'
import { numberFormat } from '../i18n/intl.js'
import { t } from '../i18n/t.js'
import { toDecimal } from '../lib/decimal.js'
import type { Limits } from './onrampOptions.js'

/** A fiat amount as the form takes it: whole units and at most cents. */
const FIAT_AMOUNT = /^\d{1,9}(\.\d{0,2})?$/

export type AmountCheck = { ok: true } | { ok: false; kind: 'empty' | 'error'; message: string }

/**
 * '10.00' -> '10', ungrouped, as the cloud writes its limits ('Amount must be between 10 and 7500
 * USD'), in the visitor's locale ('10,5' in German).
 */
const plain = (value: string) =>
  numberFormat({ useGrouping: false, maximumFractionDigits: 20 }).format(
    toDecimal(value).toFixed() as Intl.StringNumericLiteral,
  )

/** The cloud's refusal text for an amount outside a method's limits, in the visitor's language. */
export const limitsText = ({ min, max }: Limits, currency: string) =>
  t('Amount must be between {min} and {max} {currency}', { min: plain(min), max: plain(max), currency })

/**
 * Whether the typed amount may be quoted and bought: a number of cents, within the method's limits.
 * The message is in the visitor's language (the form works it out as it renders).
 */
export function checkAmount(text: string, limits: Limits | undefined, currency: string): AmountCheck {
  const amount = text.trim()
  if (amount === '') return { ok: false, kind: 'empty', message: t('Enter an amount') }
  if (!FIAT_AMOUNT.test(amount) || toDecimal(amount).isZero())
    return { ok: false, kind: 'error', message: t('Enter a valid amount') }
  if (limits) {
    const value = toDecimal(amount)
    if (value.lt(toDecimal(limits.min)) || value.gt(toDecimal(limits.max)))
      return { ok: false, kind: 'error', message: limitsText(limits, currency) }
  }
  return { ok: true }
}

/** What the visitor typed, read as a number: a decimal comma is taken as a point. */
export const normalizeAmount = (text: string) => text.replace(',', '.').replace(/\s/g, '')

/**
 * Spec section 9: amounts show 2 decimals, here in the payment's currency and the visitor's locale
 * (en-US: '$1,234.50', '€50.00'); `whole` for the preset buttons ('$50'). A code Intl does not know
 * shows as 'N XYZ'.
 */
export function formatFiatIn(value: string | number, currency: string, { whole = false } = {}): string {
  const places = whole ? 0 : 2
  const rounded = toDecimal(value).toDecimalPlaces(places, Decimal.ROUND_HALF_UP)
  try {
    return numberFormat({
      style: 'currency',
      currency,
      minimumFractionDigits: places,
      maximumFractionDigits: places,
    }).format(rounded.toNumber())
  } catch {
    const plainFormat = { useGrouping: false, minimumFractionDigits: places, maximumFractionDigits: places }
    return `${numberFormat(plainFormat).format(rounded.toFixed(places) as Intl.StringNumericLiteral)} ${currency}`
  }
}
