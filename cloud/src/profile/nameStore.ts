import type { CloudDatabase } from '../db/openDatabase.js'

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
  find(name: string): Promise<NameRecord | undefined>
  /** Which of these full names are registered (or seeded). */
  registered(names: string[]): Promise<Set<string>>
  /** The address's names: registered ones first (oldest first), then the seeded ones. */
  ofAddress(address: string): Promise<NameRecord[]>
  messageUsed(hash: string): Promise<boolean>
  /** Stores the name and spends the message hash together, or neither (says why). */
  register(name: NewName): Promise<RegisterOutcome>
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

/** Thrown inside register's transaction to roll the spent hash back with the refusal. */
class Refused extends Error {
  constructor(readonly outcome: RegisterOutcome) {
    super(outcome)
  }
}

/**
 * Registered names in the cloud's database (db/migrations/002_names.ts): one name per address per
 * zone, and the hashes of the registration messages already accepted, kept while their timestamp is
 * still fresh. Registration is race-free across nodes: the hash and the name are inserted with ON
 * CONFLICT DO NOTHING in one transaction, so of two nodes registering at once one wins and the other
 * learns why it lost.
 */
export function createNameStore(
  db: CloudDatabase,
  { seeds = {}, now = Date.now }: NameStoreOptions = {},
): NameStore {
  const find = async (tx: CloudDatabase, name: string) =>
    tx.selectFrom('names').selectAll().where('name', '=', name).executeTakeFirst()
  // The seeds are replaced on every start; every method waits for them.
  const ready = db.transaction().execute(async (tx) => {
    await tx.deleteFrom('names').where('seeded', '=', 1).execute()
    const rows = Object.entries(seeds).map(([address, name]) => {
      const lower = name.toLowerCase()
      return {
        name: lower,
        zone: lower.slice(lower.indexOf('.') + 1),
        address: address.toLowerCase(),
        coin_type: 60,
        chain_id: 1,
        attributes: '{}',
        seeded: 1,
        created_at: 0,
      }
    })
    if (rows.length > 0)
      await tx
        .insertInto('names')
        .values(rows)
        .onConflict((conflict) => conflict.doNothing())
        .execute()
  })
  ready.catch(() => {})

  const register = (entry: NewName) =>
    db
      .transaction()
      .execute(async (tx): Promise<RegisterOutcome> => {
        await tx.deleteFrom('name_messages').where('expires_at', '<', now()).execute()
        const spent = await tx
          .insertInto('name_messages')
          .values({ hash: entry.messageHash, expires_at: entry.messageExpiresAt })
          .onConflict((conflict) => conflict.doNothing())
          .executeTakeFirst()
        if (spent.numInsertedOrUpdatedRows === 0n) return 'replayed'
        const inserted = await tx
          .insertInto('names')
          .values({
            name: entry.name,
            zone: entry.zone,
            address: entry.address,
            coin_type: entry.coinType,
            chain_id: entry.chainId,
            attributes: JSON.stringify(entry.attributes),
            seeded: 0,
            created_at: now(),
          })
          .onConflict((conflict) => conflict.doNothing())
          .executeTakeFirst()
        if (inserted.numInsertedOrUpdatedRows === 0n)
          throw new Refused((await find(tx, entry.name)) ? 'taken' : 'hasName')
        return 'registered'
      })
      .catch((error: unknown) => {
        if (error instanceof Refused) return error.outcome
        throw error
      })

  return {
    async find(name) {
      await ready
      const row = await find(db, name.toLowerCase())
      return row && toRecord(row)
    },
    async registered(names) {
      await ready
      if (names.length === 0) return new Set()
      const rows = await db.selectFrom('names').select('name').where('name', 'in', names).execute()
      return new Set(rows.map((row) => row.name))
    },
    async ofAddress(address) {
      await ready
      const rows = await db
        .selectFrom('names')
        .selectAll()
        .where('address', '=', address.toLowerCase())
        .orderBy('seeded')
        .orderBy('created_at')
        .orderBy('name')
        .execute()
      return rows.map(toRecord)
    },
    async messageUsed(hash) {
      await ready
      return (
        (await db.selectFrom('name_messages').select('hash').where('hash', '=', hash).executeTakeFirst()) !==
        undefined
      )
    },
    async register(entry) {
      await ready
      return register({ ...entry, address: entry.address.toLowerCase(), name: entry.name.toLowerCase() })
    },
  }
}
