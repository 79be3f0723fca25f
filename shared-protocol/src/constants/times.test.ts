import { expect, test } from 'vitest'
import { cacheLifetimes, times } from './times.js'

test('times are the spec values in ms', () => {
  expect(times).toEqual({
    pairingExpiry: 4 * 60 * 1000,
    pairingExpiryMargin: 10 * 1000,
    balanceRetryWait: 30 * 1000,
    imagePreloadTimeout: 2000,
    searchDebounce: 300,
    snackbarSwapDelay: 150,
    shake: 500,
    defaultDebounce: 500,
    animation: { headerText: 120, modalHeight: 150, viewTransition: 150 },
    modalErrorDelay: 300,
    emailLoginCooldown: 30 * 1000,
    embeddedWalletRequestTimeout: 30000,
  })
})

test('cache lifetimes are the spec values in ms', () => {
  expect(cacheLifetimes).toEqual({
    portfolio: 30_000,
    nativeBalance: 30_000,
    ens: 5 * 60_000,
    identity: 5 * 60_000,
  })
})
