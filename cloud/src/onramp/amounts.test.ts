import { expect, test } from 'vitest'
import { ceilDiv, formatCents, parseCents, parseUnitsOf } from './amounts.js'

test('parses plain fiat amounts into cents', () => {
  expect(parseCents('50')).toBe(5000n)
  expect(parseCents('50.5')).toBe(5050n)
  expect(parseCents(' 7500.00 ')).toBe(750000n)
  expect(parseCents(12.34)).toBe(1234n)
  expect(parseCents('0.01')).toBe(1n)
})

test('refuses anything that is not a plain amount', () => {
  for (const bad of ['', '-5', '1e3', '5.555', '.5', '5.', '0x10', 'NaN', '1,000', '1234567890'])
    expect(parseCents(bad), bad).toBeUndefined()
  expect(parseCents(Number.NaN)).toBeUndefined()
  expect(parseCents(1e21)).toBeUndefined()
})

test('formats cents and divides rounding up', () => {
  expect(formatCents(5000n)).toBe('50.00')
  expect(formatCents(7n)).toBe('0.07')
  expect(ceilDiv(10n, 3n)).toBe(4n)
  expect(ceilDiv(9n, 3n)).toBe(3n)
})

test('parses crypto presets into base units', () => {
  expect(parseUnitsOf('0.05', 18)).toBe(5n * 10n ** 16n)
  expect(parseUnitsOf(0.05, 18)).toBe(5n * 10n ** 16n)
  expect(parseUnitsOf('25', 6)).toBe(25_000_000n)
  expect(parseUnitsOf('1.500000', 6)).toBe(1_500_000n)
  for (const bad of ['0', '0.0000001', '-1', '1e3', 'abc', ''])
    expect(parseUnitsOf(bad, 6), bad).toBeUndefined()
})
