import { expect, test } from 'vitest'
import { hasInsufficientGas } from './hasInsufficientGas.js'

test('insufficient when the balance is zero or below the gas cost', () => {
  expect(hasInsufficientGas({ networkBalanceInUSD: '0', gasPriceInUSD: 0 })).toBe(true)
  expect(hasInsufficientGas({ networkBalanceInUSD: 0, gasPriceInUSD: 0.01 })).toBe(true)
  expect(hasInsufficientGas({ networkBalanceInUSD: '0.5', gasPriceInUSD: 1 })).toBe(true)
  expect(hasInsufficientGas({ networkBalanceInUSD: '-1', gasPriceInUSD: 0 })).toBe(true)
})

test('sufficient when the balance covers the gas cost', () => {
  expect(hasInsufficientGas({ networkBalanceInUSD: '10', gasPriceInUSD: 1 })).toBe(false)
  expect(hasInsufficientGas({ networkBalanceInUSD: 1, gasPriceInUSD: '1' })).toBe(false)
  expect(hasInsufficientGas({ networkBalanceInUSD: '5', gasPriceInUSD: undefined })).toBe(false)
})

test('an unknown balance counts as zero', () => {
  expect(hasInsufficientGas({ networkBalanceInUSD: undefined, gasPriceInUSD: 1 })).toBe(true)
  expect(hasInsufficientGas({ networkBalanceInUSD: '', gasPriceInUSD: 1 })).toBe(true)
  expect(hasInsufficientGas({ networkBalanceInUSD: 'abc', gasPriceInUSD: 1 })).toBe(true)
})

test('smart accounts skip the check', () => {
  expect(hasInsufficientGas({ networkBalanceInUSD: '0', gasPriceInUSD: 5, isSmartAccount: true })).toBe(false)
})
