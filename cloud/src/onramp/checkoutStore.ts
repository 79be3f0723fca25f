import { randomBytes } from 'node:crypto'
import Database from 'better-sqlite3'
import type { Address, Hex } from 'viem'
import { bigintsAsText } from './amounts.js'
import type { PaymentMethodId } from './onrampCatalog.js'

/** How long a checkout can be paid after the URL generator made it. */
export const CHECKOUT_TTL_MS = 30 * 60_000

/**
 * pending: waiting for a card; paid: charged, nothing signed yet; sent: the delivery is signed and
 * stored (it may be on the chain); completed / failed: final.
 */
export type CheckoutStatus = 'pending' | 'paid' | 'sent' | 'completed' | 'failed'

export interface CheckoutPayment {
  asset: string
  /** base units of the asset */
  units: bigint
  /** the same amount as a decimal string, as the page and the status show it */
  value: string
  fiatCents: bigint
  currency: string
}

/** A quote the checkout honours: paying its amount in its currency for its asset before it expires buys its amount. */
export interface LockedQuote {
  asset: string
  currency: string
  amountCents: bigint
  purchaseUnits: bigint
  expiresAt: number
}

export interface NewCheckout {
  projectId: string
  provider: string
  network: string
  address: Address
  assets: string[]
  partnerUserId: string
  paymentCurrency: string
  /** The quote's method: its limits hold at the checkout (the sandbox takes test cards for either). */
  paymentMethod: PaymentMethodId
  presetFiatCents: bigint | null
  presetCryptoAmount: string | null
  lockedQuote: LockedQuote | null
}

export interface CheckoutSession extends NewCheckout {
  id: string
  status: CheckoutStatus
  attempts: number
  message: string | null
  payment: CheckoutPayment | null
  txHash: Hex | null
  rawTx: Hex | null
  expiresAt: number
}

interface Row {
  id: string
  data: string
  status: CheckoutStatus
  attempts: number
  message: string | null
  payment: string | null
  tx_hash: Hex | null
  raw_tx: Hex | null
  expires_at: number
}

/** What a payment did: `closed` when the checkout was not pending and unexpired (paid already, say). */
export type PayOutcome = 'paid' | 'closed' | 'capped'

/** At most `max` deliveries to one address paid after `since` (ms). */
export interface DeliveryCapWindow {
  max: number
  since: number
}

export interface CheckoutStore {
  /** Stores a checkout under a new unguessable id (128 bits). */
  create(checkout: NewCheckout): string
  get(id: string): CheckoutSession | undefined
  /** Removes a checkout never paid: its provider's checkout could not be made, so it never existed. */
  discard(id: string): void
  /** Counts one card attempt; false (and the checkout failed) once `max` were made. */
  attempt(id: string, max: number): boolean
  /** The last refusal, shown by the status route while the checkout stays payable. */
  note(id: string, message: string): void
  /**
   * pending and unexpired -> paid, once (`closed` for a second payment), unless the receiver already
   * had `cap.max` deliveries paid since `cap.since` (`capped`): checked and written in one transaction.
   */
  pay(id: string, payment: CheckoutPayment, cap?: DeliveryCapWindow): PayOutcome
  /** When each delivery to `address` paid after `since` was paid (ms, oldest first); failed ones left out. */
  paidTimesTo(address: string, since: number): number[]
  /** Records the signed delivery before it is broadcast, so a restart can never sign another. */
  sent(id: string, txHash: Hex, rawTx: Hex): void
  complete(id: string, txHash: Hex): void
  fail(id: string, message: string): void
  /** Paid checkouts whose delivery has not finished (a restart picks them up). */
  unfinished(): CheckoutSession[]
  close(): void
}

const toSession = (row: Row): CheckoutSession => {
  type Stored = Omit<NewCheckout, 'presetFiatCents' | 'lockedQuote'> & {
    presetFiatCents: string | null
    lockedQuote: (LockedQuote & { amountCents: string; purchaseUnits: string }) | null
  }
  const data = JSON.parse(row.data) as Stored
  const locked = data.lockedQuote
  const payment = row.payment
    ? (JSON.parse(row.payment) as Omit<CheckoutPayment, 'units' | 'fiatCents'> & {
        units: string
        fiatCents: string
      })
    : null
  return {
    ...data,
    presetFiatCents: data.presetFiatCents === null ? null : BigInt(data.presetFiatCents),
    lockedQuote: locked && {
      ...locked,
      amountCents: BigInt(locked.amountCents),
      purchaseUnits: BigInt(locked.purchaseUnits),
    },
    id: row.id,
    status: row.status,
    attempts: row.attempts,
    message: row.message,
    payment: payment && { ...payment, units: BigInt(payment.units), fiatCents: BigInt(payment.fiatCents) },
    txHash: row.tx_hash,
    rawTx: row.raw_tx,
    expiresAt: row.expires_at,
  }
}

/**
 * The receiver and the payment time as columns, for the per-address delivery cap: added to a database
 * made before them, filled from the stored order (a payment's time is taken as its checkout's).
 */
function addDeliveryColumns(db: Database.Database) {
  const columns = db.prepare("SELECT name FROM pragma_table_info('onramp_checkouts')").pluck().all()
  if (!columns.includes('receiver'))
    db.exec(`
      ALTER TABLE onramp_checkouts ADD COLUMN receiver TEXT;
      ALTER TABLE onramp_checkouts ADD COLUMN paid_at INTEGER;
      UPDATE onramp_checkouts SET receiver = lower(json_extract(data, '$.address'));
      UPDATE onramp_checkouts SET paid_at = created_at WHERE payment IS NOT NULL;
    `)
  db.exec('CREATE INDEX IF NOT EXISTS onramp_checkouts_receiver ON onramp_checkouts (receiver, paid_at)')
}

/**
 * Checkout sessions in SQLite (the cloud's one database file). Every status change is a guarded
 * UPDATE, so two requests racing for one checkout cannot both move it.
 */
export function createCheckoutStore(
  path: string,
  { now = Date.now }: { now?: () => number } = {},
): CheckoutStore {
  const db = new Database(path)
  db.pragma('journal_mode = WAL')
  db.exec(`
    CREATE TABLE IF NOT EXISTS onramp_checkouts (
      id TEXT PRIMARY KEY, data TEXT NOT NULL, status TEXT NOT NULL, attempts INTEGER NOT NULL DEFAULT 0,
      message TEXT, payment TEXT, tx_hash TEXT, raw_tx TEXT, created_at INTEGER NOT NULL, expires_at INTEGER NOT NULL,
      receiver TEXT, paid_at INTEGER);
    CREATE INDEX IF NOT EXISTS onramp_checkouts_status ON onramp_checkouts (status, expires_at);
  `)
  addDeliveryColumns(db)
  const columns = 'id, data, status, attempts, message, payment, tx_hash, raw_tx, expires_at'
  const statements = {
    // Unpaid checkouts a day past their expiry are of no use to anyone.
    purge: db.prepare('DELETE FROM onramp_checkouts WHERE payment IS NULL AND expires_at < ?'),
    insert: db.prepare(
      "INSERT INTO onramp_checkouts (id, data, status, created_at, expires_at, receiver) VALUES (?, ?, 'pending', ?, ?, ?)",
    ),
    get: db.prepare(`SELECT ${columns} FROM onramp_checkouts WHERE id = ?`),
    discard: db.prepare('DELETE FROM onramp_checkouts WHERE id = ? AND payment IS NULL'),
    attempt: db.prepare(
      "UPDATE onramp_checkouts SET attempts = attempts + 1 WHERE id = ? AND status = 'pending' AND attempts < ?",
    ),
    note: db.prepare("UPDATE onramp_checkouts SET message = ? WHERE id = ? AND status = 'pending'"),
    pay: db.prepare(
      "UPDATE onramp_checkouts SET status = 'paid', payment = ?, message = NULL, paid_at = ? WHERE id = ? AND status = 'pending' AND expires_at > ?",
    ),
    receiver: db.prepare('SELECT receiver FROM onramp_checkouts WHERE id = ?').pluck(),
    paidTimes: db
      .prepare(
        "SELECT paid_at FROM onramp_checkouts WHERE receiver = ? AND paid_at > ? AND status != 'failed' ORDER BY paid_at",
      )
      .pluck(),
    sent: db.prepare(
      "UPDATE onramp_checkouts SET status = 'sent', tx_hash = ?, raw_tx = ? WHERE id = ? AND status = 'paid'",
    ),
    complete: db.prepare(
      "UPDATE onramp_checkouts SET status = 'completed', tx_hash = ?, message = NULL WHERE id = ? AND status IN ('paid', 'sent')",
    ),
    exhaust: db.prepare(
      "UPDATE onramp_checkouts SET status = 'failed', message = 'Too many payment attempts' WHERE id = ? AND status = 'pending'",
    ),
    fail: db.prepare(
      "UPDATE onramp_checkouts SET status = 'failed', message = ? WHERE id = ? AND status IN ('pending', 'paid', 'sent')",
    ),
    unfinished: db.prepare(
      `SELECT ${columns} FROM onramp_checkouts WHERE status IN ('paid', 'sent') ORDER BY created_at, rowid`,
    ),
  }
  const changed = (result: { changes: number }) => result.changes === 1
  const paidTimesTo = (address: string, since: number) =>
    statements.paidTimes.all(address.toLowerCase(), since) as number[]
  const payOnce = db.transaction(
    (id: string, payment: CheckoutPayment, cap?: DeliveryCapWindow): PayOutcome => {
      const receiver = statements.receiver.get(id) as string | null | undefined
      if (cap && receiver && paidTimesTo(receiver, cap.since).length >= cap.max) return 'capped'
      const written = statements.pay.run(JSON.stringify(payment, bigintsAsText), now(), id, now())
      return changed(written) ? 'paid' : 'closed'
    },
  )
  return {
    create(checkout) {
      statements.purge.run(now() - 24 * 3600_000)
      const id = randomBytes(16).toString('base64url')
      const data = JSON.stringify(checkout, bigintsAsText)
      statements.insert.run(id, data, now(), now() + CHECKOUT_TTL_MS, checkout.address.toLowerCase())
      return id
    },
    get(id) {
      const row = statements.get.get(id) as Row | undefined
      return row && toSession(row)
    },
    discard: (id) => void statements.discard.run(id),
    attempt(id, max) {
      if (changed(statements.attempt.run(id, max))) return true
      statements.exhaust.run(id)
      return false
    },
    note: (id, message) => void statements.note.run(message, id),
    // IMMEDIATE: the count and the write hold the database's write lock together, even across processes.
    pay: (id, payment, cap) => payOnce.immediate(id, payment, cap),
    paidTimesTo,
    sent(id, txHash, rawTx) {
      if (!changed(statements.sent.run(txHash, rawTx, id)))
        throw new Error(`Checkout ${id} is not awaiting delivery`)
    },
    complete: (id, txHash) => void statements.complete.run(txHash, id),
    fail: (id, message) => void statements.fail.run(message, id),
    unfinished: () => (statements.unfinished.all() as Row[]).map(toSession),
    close: () => db.close(),
  }
}
