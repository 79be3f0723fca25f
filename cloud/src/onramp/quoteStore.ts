import { randomUUID } from 'node:crypto'
import Database from 'better-sqlite3'
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
  add(quote: StoredQuote): string
  /** A quote made less than QUOTE_TTL_MS ago, and when it expires. */
  get(id: string): (StoredQuote & { expiresAt: number }) | undefined
  close(): void
}

/**
 * The quotes the cloud gave, so `POST /v1/generators/onrampurl` with a `quoteId` opens the checkout
 * for what the user was quoted (provider, asset, currency, amount), and the checkout delivers what
 * the quote said while it is valid, whatever the gas price did meanwhile.
 */
export function createQuoteStore(path: string, { now = Date.now }: { now?: () => number } = {}): QuoteStore {
  const db = new Database(path)
  db.pragma('journal_mode = WAL')
  db.exec(
    'CREATE TABLE IF NOT EXISTS onramp_quotes (id TEXT PRIMARY KEY, quote TEXT NOT NULL, created_at INTEGER NOT NULL)',
  )
  const purge = db.prepare('DELETE FROM onramp_quotes WHERE created_at <= ?')
  const insert = db.prepare('INSERT INTO onramp_quotes (id, quote, created_at) VALUES (?, ?, ?)')
  const select = db.prepare('SELECT quote, created_at FROM onramp_quotes WHERE id = ? AND created_at > ?')
  return {
    add(quote) {
      purge.run(now() - QUOTE_TTL_MS)
      const id = randomUUID()
      insert.run(id, JSON.stringify(quote, bigintsAsText), now())
      return id
    },
    get(id) {
      const row = select.get(id, now() - QUOTE_TTL_MS) as { quote: string; created_at: number } | undefined
      if (!row) return undefined
      const quote = JSON.parse(row.quote) as StoredQuote & { amountCents: string; purchaseUnits: string }
      return {
        ...quote,
        amountCents: BigInt(quote.amountCents),
        purchaseUnits: BigInt(quote.purchaseUnits),
        expiresAt: row.created_at + QUOTE_TTL_MS,
      }
    },
    close: () => db.close(),
  }
}
