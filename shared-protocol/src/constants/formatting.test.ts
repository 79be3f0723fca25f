import { expect, test } from 'vitest'
import { formatting, operationSigns, walletDisplayNames } from './formatting.js'

test('formatting numbers', () => {
  expect(formatting).toEqual({
    balanceDecimals: 3,
    amountDecimals: 2,
    amountLocale: 'en-US',
    decimalPlaces: 20,
    roundingMode: 'halfUp',
  })
})

test('operation signs', () => {
  expect(operationSigns.plus).toEqual(['receive', 'deposit', 'borrow', 'claim'])
  expect(operationSigns.minus).toEqual(['withdraw', 'repay', 'burn'])
})

test('Trust Wallet is shown as Trust', () => {
  expect(walletDisplayNames['Trust Wallet']).toBe('Trust')
})
