import { randomBytes } from 'node:crypto'
import type { Address, Hex } from 'viem'
import { isPostgres } from '../db/dialect.js'
import type { CloudDatabase } from '../db/openDatabase.js'
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
  create(checkout: NewCheckout): Promise<string>
  get(id: string): Promise<CheckoutSession | undefined>
  /** Removes a checkout never paid: its provider's checkout could not be made, so it never existed. */
  discard(id: string): Promise<void>
  /** Counts one card attempt; false (and the checkout failed) once `max` were made. */
  attempt(id: string, max: number): Promise<boolean>
  /** The last refusal, shown by the status route while the checkout stays payable. */
  note(id: string, message: string): Promise<void>
  /**
   * pending and unexpired -> paid, once (`closed` for a second payment), unless the receiver already
   * had `cap.max` deliveries paid since `cap.since` (`capped`): checked and written in one transaction.
   */
  pay(id: string, payment: CheckoutPayment, cap?: DeliveryCapWindow): Promise<PayOutcome>
  /** When each delivery to `address` paid after `since` was paid (ms, oldest first); failed ones left out. */
  paidTimesTo(address: string, since: number): Promise<number[]>
  /**
   * Records the signed delivery before it is broadcast, so a restart can never sign another: paid ->
   * sent once; a second node (or a second try) signing the same checkout is refused and broadcasts nothing.
   */
  sent(id: string, txHash: Hex, rawTx: Hex): Promise<void>
  complete(id: string, txHash: Hex): Promise<void>
  fail(id: string, message: string): Promise<void>
  /** Paid checkouts whose delivery has not finished (a restart picks them up). */
  unfinished(): Promise<CheckoutSession[]>
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

const columns = [
  'id',
  'data',
  'status',
  'attempts',
  'message',
  'payment',
  'tx_hash',
  'raw_tx',
  'expires_at',
] as const

/**
 * Checkout sessions in the cloud's database (db/migrations/003_onramp.ts). Every status change is a
 * guarded UPDATE (`WHERE status = ...`), so two requests, or two nodes, racing for one checkout
 * cannot both move it.
 */
export function createCheckoutStore(
  db: CloudDatabase,
  { now = Date.now }: { now?: () => number } = {},
): CheckoutStore {
  const changed = (result: { numUpdatedRows: bigint }) => result.numUpdatedRows === 1n
  const paidTimesTo = async (tx: CloudDatabase, address: string, since: number) => {
    const rows = await tx
      .selectFrom('onramp_checkouts')
      .select('paid_at')
      .where('receiver', '=', address.toLowerCase())
      .where('paid_at', '>', since)
      .where('status', '!=', 'failed')
      .orderBy('paid_at')
      .execute()
    return rows.map((row) => row.paid_at as number)
  }
  const pay = (id: string, payment: CheckoutPayment, cap?: DeliveryCapWindow) =>
    db.transaction().execute(async (tx): Promise<PayOutcome> => {
      const receiver = (
        await tx.selectFrom('onramp_checkouts').select('receiver').where('id', '=', id).executeTakeFirst()
      )?.receiver
      if (cap && receiver) {
        // Postgres: the receiver's checkouts are locked until this one is paid, so two nodes paying
        // for one address count each other's payment. SQLite has one writer and no FOR UPDATE. Locked
        // in one order (by id): two payments taking the same rows in different orders deadlocked.
        if (isPostgres(db))
          await tx
            .selectFrom('onramp_checkouts')
            .select('id')
            .where('receiver', '=', receiver)
            .orderBy('id')
            .forUpdate()
            .execute()
        if ((await paidTimesTo(tx, receiver, cap.since)).length >= cap.max) return 'capped'
      }
      const written = await tx
        .updateTable('onramp_checkouts')
        .set({
          status: 'paid',
          payment: JSON.stringify(payment, bigintsAsText),
          message: null,
          paid_at: now(),
        })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .where('expires_at', '>', now())
        .executeTakeFirst()
      return changed(written) ? 'paid' : 'closed'
    })
  const fail = async (id: string, message: string, from: CheckoutStatus[]) => {
    await db
      .updateTable('onramp_checkouts')
      .set({ status: 'failed', message })
      .where('id', '=', id)
      .where('status', 'in', from)
      .execute()
  }
  return {
    async create(checkout) {
      // Unpaid checkouts a day past their expiry are of no use to anyone.
      await db
        .deleteFrom('onramp_checkouts')
        .where('payment', 'is', null)
        .where('expires_at', '<', now() - 24 * 3600_000)
        .execute()
      const id = randomBytes(16).toString('base64url')
      await db
        .insertInto('onramp_checkouts')
        .values({
          id,
          data: JSON.stringify(checkout, bigintsAsText),
          status: 'pending',
          created_at: now(),
          expires_at: now() + CHECKOUT_TTL_MS,
          receiver: checkout.address.toLowerCase(),
        })
        .execute()
      return id
    },
    async get(id) {
      const row = await db
        .selectFrom('onramp_checkouts')
        .select(columns)
        .where('id', '=', id)
        .executeTakeFirst()
      return row && toSession(row as Row)
    },
    async discard(id) {
      await db.deleteFrom('onramp_checkouts').where('id', '=', id).where('payment', 'is', null).execute()
    },
    async attempt(id, max) {
      const counted = await db
        .updateTable('onramp_checkouts')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .where('attempts', '<', max)
        .executeTakeFirst()
      if (changed(counted)) return true
      await fail(id, 'Too many payment attempts', ['pending'])
      return false
    },
    async note(id, message) {
      await db
        .updateTable('onramp_checkouts')
        .set({ message })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .execute()
    },
    pay,
    paidTimesTo: (address, since) => paidTimesTo(db, address, since),
    async sent(id, txHash, rawTx) {
      const written = await db
        .updateTable('onramp_checkouts')
        .set({ status: 'sent', tx_hash: txHash, raw_tx: rawTx })
        .where('id', '=', id)
        .where('status', '=', 'paid')
        .executeTakeFirst()
      if (!changed(written)) throw new Error(`Checkout ${id} is not awaiting delivery`)
    },
    async complete(id, txHash) {
      await db
        .updateTable('onramp_checkouts')
        .set({ status: 'completed', tx_hash: txHash, message: null })
        .where('id', '=', id)
        .where('status', 'in', ['paid', 'sent'])
        .execute()
    },
    fail: (id, message) => fail(id, message, ['pending', 'paid', 'sent']),
    async unfinished() {
      const rows = await db
        .selectFrom('onramp_checkouts')
        .select(columns)
        .where('status', 'in', ['paid', 'sent'])
        .orderBy('created_at')
        .orderBy('id')
        .execute()
      return rows.map((row) => toSession(row as Row))
    },
  }
}
