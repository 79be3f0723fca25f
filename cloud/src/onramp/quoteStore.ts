import { randomUUID } from 'node:crypto'
import Database from 'better-sqlite3'

/** How long a quote's id can be handed to the URL generator. */
export const QUOTE_TTL_MS = 10 * 60_000

export interface StoredQuote {
  provider: string
  network: string
  asset: string
  paymentCurrency: string
  paymentMethod: string
  amountCents: bigint
}

export interface QuoteStore {
  add(quote: StoredQuote): string
  /** A quote made less than QUOTE_TTL_MS ago. */
  get(id: string): StoredQuote | undefined
  close(): void
}

/**
 * The quotes the cloud gave, so `POST /v1/generators/onrampurl` with a `quoteId` opens the checkout
 * for what the user was quoted (provider, asset, currency, amount) rather than for what it is told.
 */
export function createQuoteStore(path: string, { now = Date.now }: { now?: () => number } = {}): QuoteStore {
  const db = new Database(path)
  db.pragma('journal_mode = WAL')
  db.exec(
    'CREATE TABLE IF NOT EXISTS onramp_quotes (id TEXT PRIMARY KEY, quote TEXT NOT NULL, created_at INTEGER NOT NULL)',
  )
  const purge = db.prepare('DELETE FROM onramp_quotes WHERE created_at <= ?')
  const insert = db.prepare('INSERT INTO onramp_quotes (id, quote, created_at) VALUES (?, ?, ?)')
  const select = db.prepare('SELECT quote FROM onramp_quotes WHERE id = ? AND created_at > ?')
  return {
    add(quote) {
      purge.run(now() - QUOTE_TTL_MS)
      const id = randomUUID()
      insert.run(id, JSON.stringify({ ...quote, amountCents: quote.amountCents.toString() }), now())
      return id
    },
    get(id) {
      const row = select.get(id, now() - QUOTE_TTL_MS) as { quote: string } | undefined
      if (!row) return undefined
      const quote = JSON.parse(row.quote) as StoredQuote & { amountCents: string }
      return { ...quote, amountCents: BigInt(quote.amountCents) }
    },
    close: () => db.close(),
  }
}
