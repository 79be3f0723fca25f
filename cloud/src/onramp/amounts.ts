/** A fiat amount as the user types it: whole units and at most two decimals, no sign, no exponent. */
const FIAT_PATTERN = /^(\d{1,9})(?:\.(\d{1,2}))?$/

/** A JSON number as JS writes it shortest (`0.05`, never `0.05000000000000000277`); `1e21` stays unparsable. */
const amountText = (input: string | number) => (typeof input === 'number' ? String(input) : input.trim())

/**
 * Cents from a decimal string (or a JSON number a client sent), undefined when it is not a plain
 * amount: money is counted in integer cents from here on, never in floats.
 */
export function parseCents(input: string | number): bigint | undefined {
  const match = FIAT_PATTERN.exec(amountText(input))
  if (!match) return undefined
  return BigInt(match[1] as string) * 100n + BigInt((match[2] ?? '').padEnd(2, '0'))
}

/** `5000n` -> `'50.00'`. */
export const formatCents = (cents: bigint) => `${cents / 100n}.${(cents % 100n).toString().padStart(2, '0')}`

/** A JSON.stringify replacer: bigints (amounts) as decimal text, read back with `BigInt`. */
export const bigintsAsText = (_key: string, value: unknown) =>
  typeof value === 'bigint' ? value.toString() : value

/** Integer division rounded up (both positive). */
export const ceilDiv = (a: bigint, b: bigint) => (a + b - 1n) / b

/** Base units from a decimal crypto amount (a preset), undefined when it is not a plain positive amount. */
export function parseUnitsOf(input: string | number, decimals: number): bigint | undefined {
  const match = /^(\d{1,12})(?:\.(\d+))?$/.exec(amountText(input))
  if (!match) return undefined
  const fraction = (match[2] ?? '').replace(/0+$/, '')
  if (fraction.length > decimals) return undefined
  const units =
    BigInt(match[1] as string) * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, '0') || '0')
  return units > 0n ? units : undefined
}
