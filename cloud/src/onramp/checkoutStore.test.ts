import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
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
  expect(store.pay(id, payment)).toBe('paid')
  expect(store.pay(id, payment)).toBe('closed')
  expect(store.get(id)).toMatchObject({ status: 'paid', payment })
  const late = store.create(checkout)
  time = CHECKOUT_TTL_MS
  expect(store.pay(late, payment)).toBe('closed')
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

test('caps payments to one receiver within the window, in any case of its address; failed ones do not count', () => {
  let time = 1_000_000
  const path = join(mkdtempSync(join(tmpdir(), 'onramp-')), 'db.sqlite')
  const store = createCheckoutStore(path, { now: () => time })
  const lower = { ...checkout, address: checkout.address.toLowerCase() as `0x${string}` }
  const ids = [store.create(checkout), store.create(lower), store.create(checkout)]
  const cap = () => ({ max: 2, since: time - 3600_000 })
  expect(ids.map((id) => store.pay(id, payment, cap()))).toEqual(['paid', 'paid', 'capped'])
  expect(store.get(ids[2] as string)).toMatchObject({ status: 'pending', payment: null })
  expect(store.paidTimesTo(checkout.address, 0)).toEqual([time, time])
  // Another receiver has its own count.
  const other = store.create({ ...checkout, address: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC' })
  expect(store.pay(other, payment, cap())).toBe('paid')
  // A failed delivery sent nothing: it frees its place.
  store.fail(ids[0] as string, 'Delivery failed')
  expect(store.pay(ids[2] as string, payment, cap())).toBe('paid')
  store.close()
  // The count is the stored payments': a restart forgets none of them.
  const reopened = createCheckoutStore(path, { now: () => time })
  const next = reopened.create(checkout)
  expect(reopened.pay(next, payment, cap())).toBe('capped')
  time += 3600_000
  expect(reopened.pay(reopened.create(checkout), payment, cap())).toBe('paid')
  reopened.close()
})

test('adds the receiver and payment time to a database made before them', () => {
  const path = join(mkdtempSync(join(tmpdir(), 'onramp-')), 'db.sqlite')
  const old = new Database(path)
  old.exec(`CREATE TABLE onramp_checkouts (
    id TEXT PRIMARY KEY, data TEXT NOT NULL, status TEXT NOT NULL, attempts INTEGER NOT NULL DEFAULT 0,
    message TEXT, payment TEXT, tx_hash TEXT, raw_tx TEXT, created_at INTEGER NOT NULL, expires_at INTEGER NOT NULL)`)
  const data = JSON.stringify({ ...checkout, presetFiatCents: '5000', lockedQuote: null })
  old
    .prepare(
      "INSERT INTO onramp_checkouts (id, data, status, payment, created_at, expires_at) VALUES ('old', ?, 'completed', '{}', 500, 900)",
    )
    .run(data)
  old.close()
  const store = createCheckoutStore(path, { now: () => 1000 })
  expect(store.paidTimesTo(checkout.address, 0)).toEqual([500])
  expect(store.pay(store.create(checkout), payment, { max: 1, since: 0 })).toBe('capped')
  store.close()
})
