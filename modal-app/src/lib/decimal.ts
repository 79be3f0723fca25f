import Decimal from 'decimal.js'
import { numberFormat } from '../i18n/intl.js'

/** Spec section 9: decimal arithmetic with 20 places, rounding half up. */
const D = Decimal.clone({ precision: 20, rounding: Decimal.ROUND_HALF_UP })

export type Numeric = string | number | Decimal

const NUMBER = /^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i

/** A Decimal from a user's or an API's number; anything else is refused, never read as 0. */
export function toDecimal(value: Numeric): Decimal {
  if (value instanceof Decimal) return new D(value)
  if (typeof value === 'number' && !Number.isFinite(value)) throw new Error(`Invalid number: ${value}`)
  const text = typeof value === 'number' ? String(value) : value.trim()
  if (!NUMBER.test(text)) throw new Error(`Invalid number: ${String(value).slice(0, 32)}`)
  return new D(text)
}

export const add = (a: Numeric, b: Numeric) => toDecimal(a).plus(toDecimal(b))
export const subtract = (a: Numeric, b: Numeric) => toDecimal(a).minus(toDecimal(b))
export const multiply = (a: Numeric, b: Numeric) => toDecimal(a).times(toDecimal(b))

export function divide(a: Numeric, b: Numeric): Decimal {
  const divisor = toDecimal(b)
  if (divisor.isZero()) throw new Error('Division by zero')
  return toDecimal(a).dividedBy(divisor)
}

function checkPlaces(places: number) {
  if (!Number.isInteger(places) || places < 0 || places > 20) throw new Error(`Invalid precision: ${places}`)
}

/** Spec section 9: balances show 3 decimals, truncated (never rounded up), trailing zeros dropped. */
export function formatBalance(value: Numeric, places = 3): string {
  checkPlaces(places)
  const truncated = toDecimal(value).toDecimalPlaces(places, Decimal.ROUND_DOWN)
  return truncated.toFixed()
}

/**
 * A balance as the visitor reads it: `formatBalance`'s digits (3 decimals, truncated) in the locale's
 * decimal sign, ungrouped as in English ('1234.567', de '1234,567'). `formatBalance` itself stays
 * the locale-free text the host is sent.
 */
export function formatBalanceShown(value: Numeric, places = 3): string {
  // A string keeps every digit (Intl reads it as an exact decimal); the digits are already cut.
  return numberFormat({ maximumFractionDigits: 20, useGrouping: false }).format(
    formatBalance(value, places) as unknown as number,
  )
}

const usd = () =>
  numberFormat({ style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 })
const cents = (value: Numeric) => toDecimal(value).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toNumber()

/** Spec section 9: amounts show 2 decimals, in en-US ('$1,234.50'); in the visitor's locale (issue 42). */
export function formatFiat(value: Numeric): string {
  return usd().format(cents(value))
}

/** `formatFiat`'s text in its parts (the integer, the decimal sign, the fraction, the currency sign). */
export function fiatParts(value: Numeric): Intl.NumberFormatPart[] {
  return usd().formatToParts(cents(value))
}

/**
 * A decimal amount in base units (for a transaction), exactly: string arithmetic, because 20
 * significant places would round a large 18-decimal amount. Refuses more decimals than the token has.
 */
export function toBaseUnits(amount: string, decimals: number): bigint {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 77)
    throw new Error(`Invalid precision: ${decimals}`)
  const match = /^(\d+)(?:\.(\d+))?$/.exec(amount.trim())
  if (!match) throw new Error(`Invalid number: ${amount.slice(0, 32)}`)
  const fraction = match[2] ?? ''
  if (fraction.length > decimals) throw new Error(`Too many decimals: at most ${decimals}`)
  return BigInt(`${match[1]}${fraction.padEnd(decimals, '0')}`)
}
