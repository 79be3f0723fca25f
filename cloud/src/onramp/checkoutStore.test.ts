import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { describe, expect, it, onTestFinished } from 'vitest'
import { openDatabase } from '../db/openDatabase.js'
import { describeOnBothDialects } from '../db/testDatabases.js'
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

function tempFile() {
  const dir = mkdtempSync(join(tmpdir(), 'onramp-'))
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }))
  return join(dir, 'db.sqlite')
}

/** The file's database, closed when the test ends or when the returned close is called. */
async function openFile(path: string) {
  const db = await openDatabase(path)
  let open = true
  const close = async () => {
    if (open) await db.destroy()
    open = false
  }
  onTestFinished(close)
  return { db, close }
}

describeOnBothDialects('checkout store', (fresh) => {
  it('gives a checkout a 128-bit id and reads it back as stored', async () => {
    const store = createCheckoutStore(await fresh(), { now: () => 1000 })
    const id = await store.create(checkout)
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/)
    expect(await store.create(checkout)).not.toBe(id)
    expect(await store.get(id)).toMatchObject({
      ...checkout,
      id,
      status: 'pending',
      attempts: 0,
      payment: null,
      expiresAt: 1000 + CHECKOUT_TTL_MS,
    })
    expect(await store.get('nope')).toBeUndefined()
  })

  it('pays once, and only before it expires', async () => {
    let time = 0
    const store = createCheckoutStore(await fresh(), { now: () => time })
    const id = await store.create(checkout)
    expect(await store.pay(id, payment)).toBe('paid')
    expect(await store.pay(id, payment)).toBe('closed')
    expect(await store.get(id)).toMatchObject({ status: 'paid', payment })
    const late = await store.create(checkout)
    time = CHECKOUT_TTL_MS
    expect(await store.pay(late, payment)).toBe('closed')
    expect((await store.get(late))?.status).toBe('pending')
  })

  it('moves paid -> sent -> completed, and a final status stays final', async () => {
    const store = createCheckoutStore(await fresh())
    const id = await store.create(checkout)
    await expect(store.sent(id, hash, '0x01')).rejects.toThrow(/not awaiting delivery/)
    await store.pay(id, payment)
    await store.sent(id, hash, '0x01')
    expect((await store.unfinished()).map((s) => [s.id, s.status, s.rawTx])).toEqual([[id, 'sent', '0x01']])
    await store.complete(id, hash)
    await store.fail(id, 'late failure')
    expect(await store.get(id)).toMatchObject({ status: 'completed', txHash: hash, message: null })
    expect(await store.unfinished()).toEqual([])
  })

  it('counts attempts and fails the checkout at the cap; a paid one is never failed by it', async () => {
    const store = createCheckoutStore(await fresh())
    const id = await store.create(checkout)
    expect([await store.attempt(id, 2), await store.attempt(id, 2), await store.attempt(id, 2)]).toEqual([
      true,
      true,
      false,
    ])
    expect(await store.get(id)).toMatchObject({ status: 'failed', message: 'Too many payment attempts' })
    const paid = await store.create(checkout)
    await store.pay(paid, payment)
    expect(await store.attempt(paid, 2)).toBe(false)
    expect((await store.get(paid))?.status).toBe('paid')
  })

  it('purges unpaid checkouts a day past expiry, never paid ones', async () => {
    let time = 0
    const store = createCheckoutStore(await fresh(), { now: () => time })
    const unpaid = await store.create(checkout)
    const paid = await store.create(checkout)
    await store.pay(paid, payment)
    await store.fail(paid, 'Delivery failed')
    time = CHECKOUT_TTL_MS + 24 * 3600_000 + 1
    await store.create(checkout)
    expect(await store.get(unpaid)).toBeUndefined()
    expect((await store.get(paid))?.status).toBe('failed')
  })

  it('caps payments to one receiver within the window, in any case of its address; failed ones do not count', async () => {
    const time = 1_000_000
    const store = createCheckoutStore(await fresh(), { now: () => time })
    const lower = { ...checkout, address: checkout.address.toLowerCase() as `0x${string}` }
    const ids = [await store.create(checkout), await store.create(lower), await store.create(checkout)]
    const cap = () => ({ max: 2, since: time - 3600_000 })
    const outcomes = []
    for (const id of ids) outcomes.push(await store.pay(id, payment, cap()))
    expect(outcomes).toEqual(['paid', 'paid', 'capped'])
    expect(await store.get(ids[2] as string)).toMatchObject({ status: 'pending', payment: null })
    expect(await store.paidTimesTo(checkout.address, 0)).toEqual([time, time])
    // Another receiver has its own count.
    const other = await store.create({ ...checkout, address: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC' })
    expect(await store.pay(other, payment, cap())).toBe('paid')
    // A failed delivery sent nothing: it frees its place.
    await store.fail(ids[0] as string, 'Delivery failed')
    expect(await store.pay(ids[2] as string, payment, cap())).toBe('paid')
  })

  it('takes one payment for a checkout posted to several nodes at once', async () => {
    const db = await fresh()
    const nodes = [createCheckoutStore(db), createCheckoutStore(db), createCheckoutStore(db)]
    const id = await nodes[0]?.create(checkout)
    const outcomes = await Promise.all(
      nodes.flatMap((node) => [node.pay(id as string, payment), node.pay(id as string, payment)]),
    )
    expect(outcomes.filter((o) => o === 'paid')).toHaveLength(1)
  })

  it('keeps the cap when several nodes pay checkouts to one receiver at once', async () => {
    const db = await fresh()
    const nodes = [
      createCheckoutStore(db),
      createCheckoutStore(db),
      createCheckoutStore(db),
      createCheckoutStore(db),
    ]
    const ids = await Promise.all(nodes.map((node) => node.create(checkout)))
    const cap = { max: 2, since: 0 }
    const outcomes = await Promise.all(nodes.map((node, i) => node.pay(ids[i] as string, payment, cap)))
    expect(outcomes.sort()).toEqual(['capped', 'capped', 'paid', 'paid'])
  })

  it('stores one signed delivery for a checkout, whichever node signs first', async () => {
    const db = await fresh()
    const nodes = [createCheckoutStore(db), createCheckoutStore(db), createCheckoutStore(db)]
    const id = (await nodes[0]?.create(checkout)) as string
    await nodes[0]?.pay(id, payment)
    const raws = ['0x01', '0x02', '0x03'] as const
    const claims = await Promise.allSettled(
      nodes.map((node, i) => node.sent(id, hash, raws[i] as `0x${string}`)),
    )
    expect(claims.filter((c) => c.status === 'fulfilled')).toHaveLength(1)
    const winner = raws[claims.findIndex((c) => c.status === 'fulfilled')]
    expect((await nodes[1]?.get(id))?.rawTx).toBe(winner)
  })
})

describe('checkout store on an SQLite file', () => {
  it('keeps a declined card note while pending, and survives a reopen of the file', async () => {
    const path = tempFile()
    const first = await openFile(path)
    const store = createCheckoutStore(first.db)
    const id = await store.create(checkout)
    await store.note(id, 'Your card was declined.')
    await store.pay(id, payment)
    await first.close()
    const second = createCheckoutStore((await openFile(path)).db)
    expect(await second.get(id)).toMatchObject({ status: 'paid', message: null, payment })
    expect((await second.unfinished()).map((s) => s.id)).toEqual([id])
  })

  it('counts the stored payments against the cap after a restart', async () => {
    let time = 1_000_000
    const path = tempFile()
    const first = await openFile(path)
    const store = createCheckoutStore(first.db, { now: () => time })
    const cap = () => ({ max: 2, since: time - 3600_000 })
    for (let i = 0; i < 2; i++)
      expect(await store.pay(await store.create(checkout), payment, cap())).toBe('paid')
    await first.close()
    const reopened = createCheckoutStore((await openFile(path)).db, { now: () => time })
    expect(await reopened.pay(await reopened.create(checkout), payment, cap())).toBe('capped')
    time += 3600_000
    expect(await reopened.pay(await reopened.create(checkout), payment, cap())).toBe('paid')
  })

  it('opens a file the pre-Kysely store wrote: an order in flight is still there to deliver', async () => {
    const path = tempFile()
    const old = new Database(path)
    old.pragma('journal_mode = WAL')
    // The tables exactly as checkoutStore.ts and quoteStore.ts created them before the db/ layer.
    old.exec(`
      CREATE TABLE IF NOT EXISTS onramp_checkouts (
        id TEXT PRIMARY KEY, data TEXT NOT NULL, status TEXT NOT NULL, attempts INTEGER NOT NULL DEFAULT 0,
        message TEXT, payment TEXT, tx_hash TEXT, raw_tx TEXT, created_at INTEGER NOT NULL, expires_at INTEGER NOT NULL,
        receiver TEXT, paid_at INTEGER);
      CREATE INDEX IF NOT EXISTS onramp_checkouts_status ON onramp_checkouts (status, expires_at);
      CREATE INDEX IF NOT EXISTS onramp_checkouts_receiver ON onramp_checkouts (receiver, paid_at);
      CREATE TABLE IF NOT EXISTS onramp_quotes (id TEXT PRIMARY KEY, quote TEXT NOT NULL, created_at INTEGER NOT NULL);`)
    const data = JSON.stringify({ ...checkout, presetFiatCents: '5000', lockedQuote: null })
    const paid = JSON.stringify({ ...payment, units: String(payment.units), fiatCents: '5000' })
    old
      .prepare(
        "INSERT INTO onramp_checkouts VALUES ('inflight', ?, 'sent', 1, NULL, ?, ?, '0x02', 500, 900, ?, 600)",
      )
      .run(data, paid, hash, checkout.address.toLowerCase())
    old.close()
    const store = createCheckoutStore((await openFile(path)).db, { now: () => 1000 })
    expect(await store.unfinished()).toMatchObject([
      { id: 'inflight', status: 'sent', txHash: hash, rawTx: '0x02', payment },
    ])
    expect(await store.paidTimesTo(checkout.address, 0)).toEqual([600])
  })

  it('adds the receiver and payment time to a file made before them', async () => {
    const path = tempFile()
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
    const store = createCheckoutStore((await openFile(path)).db, { now: () => 1000 })
    expect(await store.paidTimesTo(checkout.address, 0)).toEqual([500])
    expect(await store.pay(await store.create(checkout), payment, { max: 1, since: 0 })).toBe('capped')
  })
})
