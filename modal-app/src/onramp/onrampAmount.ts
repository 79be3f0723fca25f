import Decimal from 'decimal.js'
import { toDecimal } from '../lib/decimal.js'
import type { Limits } from './onrampOptions.js'

/** A fiat amount as the form takes it: whole units and at most cents. */
const FIAT_AMOUNT = /^\d{1,9}(\.\d{0,2})?$/

export type AmountCheck = { ok: true } | { ok: false; kind: 'empty' | 'error'; message: string }

/** '10.00' -> '10', as the cloud writes its limits ('Amount must be between 10 and 7500 USD'). */
const plain = (value: string) => toDecimal(value).toFixed()

/** The cloud's refusal text for an amount outside a method's limits. */
export const limitsText = ({ min, max }: Limits, currency: string) =>
  `Amount must be between ${plain(min)} and ${plain(max)} ${currency}`

/** Whether the typed amount may be quoted and bought: a number of cents, within the method's limits. */
export function checkAmount(text: string, limits: Limits | undefined, currency: string): AmountCheck {
  const amount = text.trim()
  if (amount === '') return { ok: false, kind: 'empty', message: 'Enter an amount' }
  if (!FIAT_AMOUNT.test(amount) || toDecimal(amount).isZero())
    return { ok: false, kind: 'error', message: 'Enter a valid amount' }
  if (limits) {
    const value = toDecimal(amount)
    if (value.lt(toDecimal(limits.min)) || value.gt(toDecimal(limits.max)))
      return { ok: false, kind: 'error', message: limitsText(limits, currency) }
  }
  return { ok: true }
}

/** What the visitor typed, read as a number: a decimal comma is taken as a point. */
export const normalizeAmount = (text: string) => text.replace(',', '.').replace(/\s/g, '')

const formatters = new Map<string, Intl.NumberFormat>()
function formatterOf(currency: string, places: 0 | 2) {
  const key = `${currency}:${places}`
  let formatter = formatters.get(key)
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency,
      minimumFractionDigits: places,
      maximumFractionDigits: places,
    })
    formatters.set(key, formatter)
  }
  return formatter
}

/**
 * Spec section 9: amounts show 2 decimals, en-US, here in the payment's currency ('$1,234.50',
 * '€50.00'); `whole` for the preset buttons ('$50'). A code Intl does not know shows as 'N XYZ'.
 */
export function formatFiatIn(value: string | number, currency: string, { whole = false } = {}): string {
  const places = whole ? 0 : 2
  const rounded = toDecimal(value).toDecimalPlaces(places, Decimal.ROUND_HALF_UP)
  try {
    return formatterOf(currency, places).format(rounded.toNumber())
  } catch {
    return `${rounded.toFixed(places)} ${currency}`
  }
}
