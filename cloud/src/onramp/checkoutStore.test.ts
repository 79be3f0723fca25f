import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { CHECKOUT_TTL_MS, createCheckoutStore, type NewCheckout } from './checkoutStore.js'

const checkout: NewCheckout = {
  projectId: 'p1',
  provider: 'coinbase',
  network: 'devnet',
  address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  assets: ['ETH'],
  partnerUserId: 'user-1',
  paymentCurrency: 'USD',
  paymentMethod: 'card',
  presetFiatCents: 5000n,
  presetCryptoAmount: null,
  lockedQuote: {
    asset: 'ETH',
    currency: 'USD',
    amountCents: 5000n,
    purchaseUnits: 10n ** 16n,
    expiresAt: 600_000,
  },
}
const payment = { asset: 'ETH', units: 10n ** 16n, value: '0.01', fiatCents: 5000n, currency: 'USD' }
const hash = `0x${'ab'.repeat(32)}` as const

test('a checkout gets a 128-bit id and reads back as stored', () => {
  const store = createCheckoutStore(':memory:', { now: () => 1000 })
  const id = store.create(checkout)
  expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/)
  expect(store.create(checkout)).not.toBe(id)
  expect(store.get(id)).toMatchObject({
    ...checkout,
    id,
    status: 'pending',
    attempts: 0,
    payment: null,
    expiresAt: 1000 + CHECKOUT_TTL_MS,
  })
  expect(store.get('nope')).toBeUndefined()
})

test('pays once, and only before it expires', () => {
  let time = 0
  const store = createCheckoutStore(':memory:', { now: () => time })
  const id = store.create(checkout)
  expect(store.pay(id, payment)).toBe(true)
  expect(store.pay(id, payment)).toBe(false)
  expect(store.get(id)).toMatchObject({ status: 'paid', payment })
  const late = store.create(checkout)
  time = CHECKOUT_TTL_MS
  expect(store.pay(late, payment)).toBe(false)
  expect(store.get(late)?.status).toBe('pending')
})

test('moves paid -> sent -> completed, and a final status stays final', () => {
  const store = createCheckoutStore(':memory:')
  const id = store.create(checkout)
  expect(() => store.sent(id, hash, '0x01')).toThrow(/not awaiting delivery/)
  store.pay(id, payment)
  store.sent(id, hash, '0x01')
  expect(store.unfinished().map((s) => [s.id, s.status, s.rawTx])).toEqual([[id, 'sent', '0x01']])
  store.complete(id, hash)
  store.fail(id, 'late failure')
  expect(store.get(id)).toMatchObject({ status: 'completed', txHash: hash, message: null })
  expect(store.unfinished()).toEqual([])
})

test('counts attempts and fails the checkout at the cap; a paid one is never failed by it', () => {
  const store = createCheckoutStore(':memory:')
  const id = store.create(checkout)
  expect([store.attempt(id, 2), store.attempt(id, 2), store.attempt(id, 2)]).toEqual([true, true, false])
  expect(store.get(id)).toMatchObject({ status: 'failed', message: 'Too many payment attempts' })
  const paid = store.create(checkout)
  store.pay(paid, payment)
  expect(store.attempt(paid, 2)).toBe(false)
  expect(store.get(paid)?.status).toBe('paid')
})

test('keeps a declined card note while pending, and survives a reopen of the file', () => {
  const path = join(mkdtempSync(join(tmpdir(), 'onramp-')), 'db.sqlite')
  const first = createCheckoutStore(path)
  const id = first.create(checkout)
  first.note(id, 'Your card was declined.')
  first.pay(id, payment)
  first.close()
  const second = createCheckoutStore(path)
  expect(second.get(id)).toMatchObject({ status: 'paid', message: null, payment })
  expect(second.unfinished().map((s) => s.id)).toEqual([id])
  second.close()
})

test('purges unpaid checkouts a day past expiry, never paid ones', () => {
  let time = 0
  const store = createCheckoutStore(':memory:', { now: () => time })
  const unpaid = store.create(checkout)
  const paid = store.create(checkout)
  store.pay(paid, payment)
  store.fail(paid, 'Delivery failed')
  time = CHECKOUT_TTL_MS + 24 * 3600_000 + 1
  store.create(checkout)
  expect(store.get(unpaid)).toBeUndefined()
  expect(store.get(paid)?.status).toBe('failed')
})
