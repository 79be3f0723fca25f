import Database from 'better-sqlite3'

export interface NameRecord {
  /** Full name with its zone, lower case: `alice.airlock.id`. */
  name: string
  /** Lower case. */
  address: string
  coinType: number
  chainId: number
  attributes: Record<string, string>
  /** ms since epoch; 0 for the seeded devnet names. */
  createdAt: number
}

export interface NewName extends Omit<NameRecord, 'createdAt'> {
  zone: string
  /** The signed message's hash: accepted once. */
  messageHash: string
  /** Until when the hash must be remembered (past it, the message's timestamp refuses it anyway). */
  messageExpiresAt: number
}

export type RegisterOutcome = 'registered' | 'replayed' | 'taken' | 'hasName'

export interface NameStore {
  find(name: string): NameRecord | undefined
  /** The address's names: registered ones first (oldest first), then the seeded ones. */
  ofAddress(address: string): NameRecord[]
  messageUsed(hash: string): boolean
  /** Stores the name and spends the message hash together, or neither (says why). */
  register(name: NewName): RegisterOutcome
  close(): void
}

export interface NameStoreOptions {
  /** address -> name (names.json): read-only entries, replaced on every start. */
  seeds?: Record<string, string>
  now?: () => number
}

interface NameRow {
  name: string
  address: string
  coin_type: number
  chain_id: number
  attributes: string
  created_at: number
}

const toRecord = (row: NameRow): NameRecord => ({
  name: row.name,
  address: row.address,
  coinType: row.coin_type,
  chainId: row.chain_id,
  attributes: JSON.parse(row.attributes) as Record<string, string>,
  createdAt: row.created_at,
})

/**
 * Registered names in SQLite (the cloud's one database file): one name per address per zone, and the
 * hashes of the registration messages already accepted, kept while their timestamp is still fresh.
 */
export function createNameStore(
  path: string,
  { seeds = {}, now = Date.now }: NameStoreOptions = {},
): NameStore {
  const db = new Database(path)
  db.pragma('journal_mode = WAL')
  db.exec(`
    CREATE TABLE IF NOT EXISTS names (
      name TEXT PRIMARY KEY, zone TEXT NOT NULL, address TEXT NOT NULL, coin_type INTEGER NOT NULL,
      chain_id INTEGER NOT NULL, attributes TEXT NOT NULL DEFAULT '{}', seeded INTEGER NOT NULL DEFAULT 0,
      created_at INTEGER NOT NULL, UNIQUE (address, zone));
    CREATE TABLE IF NOT EXISTS name_messages (hash TEXT PRIMARY KEY, expires_at INTEGER NOT NULL);
    CREATE INDEX IF NOT EXISTS name_messages_expiry ON name_messages (expires_at);
  `)
  const statements = {
    find: db.prepare('SELECT * FROM names WHERE name = ?'),
    ofAddress: db.prepare('SELECT * FROM names WHERE address = ? ORDER BY seeded, created_at, name'),
    hasZone: db.prepare('SELECT 1 FROM names WHERE address = ? AND zone = ?'),
    used: db.prepare('SELECT 1 FROM name_messages WHERE hash = ?'),
    purge: db.prepare('DELETE FROM name_messages WHERE expires_at < ?'),
    spend: db.prepare('INSERT INTO name_messages (hash, expires_at) VALUES (?, ?)'),
    insert:
      db.prepare(`INSERT OR IGNORE INTO names (name, zone, address, coin_type, chain_id, attributes, seeded, created_at)
      VALUES (@name, @zone, @address, @coinType, @chainId, @attributes, @seeded, @createdAt)`),
  }
  db.transaction(() => {
    db.prepare('DELETE FROM names WHERE seeded = 1').run()
    for (const [address, name] of Object.entries(seeds)) {
      const lower = name.toLowerCase()
      statements.insert.run({
        name: lower,
        zone: lower.slice(lower.indexOf('.') + 1),
        address: address.toLowerCase(),
        coinType: 60,
        chainId: 1,
        attributes: '{}',
        seeded: 1,
        createdAt: 0,
      })
    }
  })()

  const register = db.transaction((entry: NewName): RegisterOutcome => {
    statements.purge.run(now())
    if (statements.used.get(entry.messageHash)) return 'replayed'
    if (statements.find.get(entry.name)) return 'taken'
    if (statements.hasZone.get(entry.address, entry.zone)) return 'hasName'
    statements.spend.run(entry.messageHash, entry.messageExpiresAt)
    statements.insert.run({
      name: entry.name,
      zone: entry.zone,
      address: entry.address,
      coinType: entry.coinType,
      chainId: entry.chainId,
      attributes: JSON.stringify(entry.attributes),
      seeded: 0,
      createdAt: now(),
    })
    return 'registered'
  })

  return {
    find: (name) => {
      const row = statements.find.get(name.toLowerCase()) as NameRow | undefined
      return row && toRecord(row)
    },
    ofAddress: (address) => (statements.ofAddress.all(address.toLowerCase()) as NameRow[]).map(toRecord),
    messageUsed: (hash) => statements.used.get(hash) !== undefined,
    register: (entry) =>
      register({ ...entry, address: entry.address.toLowerCase(), name: entry.name.toLowerCase() }),
    close: () => db.close(),
  }
}
