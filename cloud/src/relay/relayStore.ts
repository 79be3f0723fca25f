import { createHash } from 'node:crypto'
import Database from 'better-sqlite3'
import { quotaRefusals, RelayLimitError, type StoredBytesQuota } from './relayQuota.js'
import { createStoredBytesTally, storedBytes } from './storedBytes.js'

export interface RelayMessage {
  topic: string
  message: string
  /** ms since epoch */
  publishedAt: number
  /** ms since epoch; the message is gone after this */
  expiresAt: number
  tag: number
  attestation?: string | undefined
  /** the client (the verified did:key of its relay auth) that published it */
  publisher: string
  /** the client address it was published from (see clientAddress), for the per-address quota */
  publisherAddress: string
}

export interface StoredRelayMessage extends RelayMessage {
  seq: number
}

/**
 * The relay's mailbox. Async so one interface serves the embedded SQLite file and a Redis shared by
 * several relay nodes; a rejected promise means the storage is unreachable, and the hub refuses the
 * request rather than pretend it was stored.
 */
export interface RelayStore {
  /**
   * Stores a message once per (topic, body); returns its sequence number, or undefined for a
   * duplicate. With a quota, it throws RelayLimitError instead of storing a message that would take
   * its publisher or address past it: checked and stored in one step, whichever node saves.
   */
  save(message: RelayMessage, quota?: StoredBytesQuota): Promise<number | undefined>
  /** Live messages on these topics that `client` neither published nor acknowledged, oldest first. */
  pending(client: string, topics: readonly string[], now: number): Promise<StoredRelayMessage[]>
  ack(client: string, seq: number): Promise<void>
  purgeExpired(now: number): Promise<number>
  /** Bytes of stored messages (expired ones until purged) a client published. */
  storedBytesOf(publisher: string): Promise<number>
  /** Bytes of stored messages (expired ones until purged) published from a client address. */
  storedBytesFrom(address: string): Promise<number>
  count(): Promise<number>
  close(): Promise<void>
}

/** Adds the quota columns to a database created before they existed, counting its messages' bytes. */
function migrate(db: Database.Database) {
  const columns = new Set((db.pragma('table_info(messages)') as { name: string }[]).map((c) => c.name))
  if (!columns.has('bytes')) {
    db.exec(`ALTER TABLE messages ADD COLUMN bytes INTEGER NOT NULL DEFAULT 0;
      UPDATE messages SET bytes = length(CAST(message AS BLOB)) + coalesce(length(CAST(attestation AS BLOB)), 0);`)
  }
  if (!columns.has('publisher_address'))
    db.exec(`ALTER TABLE messages ADD COLUMN publisher_address TEXT NOT NULL DEFAULT ''`)
}

/**
 * Store-and-forward for the relay, in SQLite so messages survive a relay restart. Delivery is
 * at-least-once: a message stays pending for a client until that client acknowledges it (or it
 * expires), and a client that reconnects and resubscribes gets it again. It keeps the stored bytes
 * per publisher and per publishing address for the relay's quotas.
 */
export function createRelayStore(path: string): RelayStore {
  const db = new Database(path)
  db.pragma('journal_mode = WAL')
  db.pragma('synchronous = NORMAL')
  db.exec(`
    CREATE TABLE IF NOT EXISTS messages (
      seq INTEGER PRIMARY KEY AUTOINCREMENT,
      topic TEXT NOT NULL,
      hash TEXT NOT NULL,
      message TEXT NOT NULL,
      tag INTEGER NOT NULL,
      published_at INTEGER NOT NULL,
      expires_at INTEGER NOT NULL,
      attestation TEXT,
      publisher TEXT NOT NULL,
      UNIQUE (topic, hash)
    );
    CREATE INDEX IF NOT EXISTS messages_topic ON messages (topic, seq);
    CREATE INDEX IF NOT EXISTS messages_expiry ON messages (expires_at);
    CREATE TABLE IF NOT EXISTS acks (
      client TEXT NOT NULL,
      seq INTEGER NOT NULL REFERENCES messages (seq) ON DELETE CASCADE,
      PRIMARY KEY (client, seq)
    ) WITHOUT ROWID;
  `)
  migrate(db)
  db.pragma('foreign_keys = ON')

  const insert = db.prepare(
    `INSERT OR IGNORE INTO messages
       (topic, hash, message, tag, published_at, expires_at, attestation, publisher, publisher_address, bytes)
     VALUES (@topic, @hash, @message, @tag, @publishedAt, @expiresAt, @attestation, @publisher, @publisherAddress, @bytes)`,
  )
  // An ack may arrive after its message was purged: nothing to mark then.
  const insertAck = db.prepare(
    'INSERT OR IGNORE INTO acks (client, seq) SELECT ?, seq FROM messages WHERE seq = ?',
  )
  const purge = db.prepare(
    'DELETE FROM messages WHERE expires_at <= ? RETURNING publisher, publisher_address AS address, bytes',
  )
  const countAll = db.prepare('SELECT count(*) AS n FROM messages')
  const byPublisher = createStoredBytesTally(
    db.prepare('SELECT publisher AS key, sum(bytes) AS bytes FROM messages GROUP BY publisher').all() as {
      key: string
      bytes: number
    }[],
  )
  const byAddress = createStoredBytesTally(
    db
      .prepare(
        'SELECT publisher_address AS key, sum(bytes) AS bytes FROM messages GROUP BY publisher_address',
      )
      .all() as { key: string; bytes: number }[],
  )

  return {
    async save(message, quota) {
      const hash = createHash('sha256').update(message.message).digest('hex')
      const bytes = storedBytes(message)
      if (quota && byPublisher.of(message.publisher) + bytes > quota.maxStoredBytesPerClient)
        throw new RelayLimitError(quotaRefusals.client)
      if (quota && byAddress.of(message.publisherAddress) + bytes > quota.maxStoredBytesPerAddress)
        throw new RelayLimitError(quotaRefusals.address)
      const result = insert.run({ ...message, attestation: message.attestation ?? null, hash, bytes })
      if (result.changes !== 1) return undefined
      byPublisher.add(message.publisher, bytes)
      byAddress.add(message.publisherAddress, bytes)
      return Number(result.lastInsertRowid)
    },
    async pending(client, topics, now) {
      if (topics.length === 0) return []
      const marks = topics.map(() => '?').join(',')
      const rows = db
        .prepare(
          `SELECT seq, topic, message, tag, published_at AS publishedAt, expires_at AS expiresAt,
                  attestation, publisher, publisher_address AS publisherAddress
           FROM messages m
           WHERE topic IN (${marks}) AND expires_at > ? AND publisher <> ?
             AND NOT EXISTS (SELECT 1 FROM acks a WHERE a.client = ? AND a.seq = m.seq)
           ORDER BY seq`,
        )
        .all(...topics, now, client, client) as (StoredRelayMessage & { attestation: string | null })[]
      return rows.map((row) => ({ ...row, attestation: row.attestation ?? undefined }))
    },
    async ack(client, seq) {
      insertAck.run(client, seq)
    },
    async purgeExpired(now) {
      const gone = purge.all(now) as { publisher: string; address: string; bytes: number }[]
      for (const { publisher, address, bytes } of gone) {
        byPublisher.add(publisher, -bytes)
        byAddress.add(address, -bytes)
      }
      return gone.length
    },
    storedBytesOf: async (publisher) => byPublisher.of(publisher),
    storedBytesFrom: async (address) => byAddress.of(address),
    async count() {
      return (countAll.get() as { n: number }).n
    },
    async close() {
      db.close()
    },
  }
}
