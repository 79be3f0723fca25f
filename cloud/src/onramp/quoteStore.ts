import { randomUUID } from 'node:crypto'
import type { CloudDatabase } from '../db/openDatabase.js'
import { bigintsAsText } from './amounts.js'

/** How long a quote's id can be handed to the URL generator. */
export const QUOTE_TTL_MS = 10 * 60_000

export interface StoredQuote {
  provider: string
  network: string
  asset: string
  paymentCurrency: string
  paymentMethod: string
  amountCents: bigint
  /** what the quote said the amount buys, in the asset's base units */
  purchaseUnits: bigint
  /** A real provider's own id for it (Coinbase's `quote_id`), handed to its checkout. */
  providerQuoteId?: string
}

export interface QuoteStore {
  add(quote: StoredQuote): Promise<string>
  /** A quote made less than QUOTE_TTL_MS ago, and when it expires. */
  get(id: string): Promise<(StoredQuote & { expiresAt: number }) | undefined>
}

/**
 * The quotes the cloud gave, so `POST /v1/generators/onrampurl` with a `quoteId` opens the checkout
 * for what the user was quoted (provider, asset, currency, amount), and the checkout delivers what
 * the quote said while it is valid, whatever the gas price did meanwhile.
 */
export function createQuoteStore(
  db: CloudDatabase,
  { now = Date.now }: { now?: () => number } = {},
): QuoteStore {
  return {
    async add(quote) {
      await db
        .deleteFrom('onramp_quotes')
        .where('created_at', '<=', now() - QUOTE_TTL_MS)
        .execute()
      const id = randomUUID()
      await db
        .insertInto('onramp_quotes')
        .values({ id, quote: JSON.stringify(quote, bigintsAsText), created_at: now() })
        .execute()
      return id
    },
    async get(id) {
      const row = await db
        .selectFrom('onramp_quotes')
        .select(['quote', 'created_at'])
        .where('id', '=', id)
        .where('created_at', '>', now() - QUOTE_TTL_MS)
        .executeTakeFirst()
      if (!row) return undefined
      const quote = JSON.parse(row.quote) as StoredQuote & { amountCents: string; purchaseUnits: string }
      return {
        ...quote,
        amountCents: BigInt(quote.amountCents),
        purchaseUnits: BigInt(quote.purchaseUnits),
        expiresAt: row.created_at + QUOTE_TTL_MS,
      }
    },
  }
}
