/**
 * Whether a send amount is a finite number above zero (`'0.5'`, `2`). Empty text, `'0'`, `'abc'`
 * and `Infinity` are not.
 *
 * @example
 * import { isPositiveAmount } from '@airlock/shared-protocol'
 * isPositiveAmount('0.01') // true
 */
export function isPositiveAmount(value: unknown): boolean {
  if (typeof value === 'number') return Number.isFinite(value) && value > 0
  if (typeof value !== 'string' || !/^\s*\d*\.?\d+(e[+-]?\d+)?\s*$/i.test(value)) return false
  const amount = Number(value)
  return Number.isFinite(amount) && amount > 0
}
