import { createHash } from 'node:crypto'
import Database from 'better-sqlite3'

export interface RelayMessage {
  topic: string
  message: string
  /** ms since epoch */
  publishedAt: number
  /** ms since epoch; the message is gone after this */
  expiresAt: number
  tag: number
  attestation?: string | undefined
  /** the client (did:key of its relay auth, or a per-socket id) that published it */
  publisher: string
}

export interface StoredRelayMessage extends RelayMessage {
  seq: number
}

export interface RelayStore {
  /** Stores a message once per (topic, body); returns its sequence number, or undefined for a duplicate. */
  save(message: RelayMessage): number | undefined
  /** Live messages on these topics that `client` neither published nor acknowledged, oldest first. */
  pending(client: string, topics: readonly string[], now: number): StoredRelayMessage[]
  ack(client: string, seq: number): void
  purgeExpired(now: number): number
  count(): number
  close(): void
}

/**
 * Store-and-forward for the relay, in SQLite so messages survive a relay restart. Delivery is
 * at-least-once: a message stays pending for a client until that client acknowledges it (or it
 * expires), and a client that reconnects and resubscribes gets it again.
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
  db.pragma('foreign_keys = ON')

  const insert = db.prepare(
    `INSERT OR IGNORE INTO messages (topic, hash, message, tag, published_at, expires_at, attestation, publisher)
     VALUES (@topic, @hash, @message, @tag, @publishedAt, @expiresAt, @attestation, @publisher)`,
  )
  const insertAck = db.prepare('INSERT OR IGNORE INTO acks (client, seq) VALUES (?, ?)')
  const purge = db.prepare('DELETE FROM messages WHERE expires_at <= ?')
  const countAll = db.prepare('SELECT count(*) AS n FROM messages')

  return {
    save(message) {
      const hash = createHash('sha256').update(message.message).digest('hex')
      const result = insert.run({ ...message, attestation: message.attestation ?? null, hash })
      return result.changes === 1 ? Number(result.lastInsertRowid) : undefined
    },
    pending(client, topics, now) {
      if (topics.length === 0) return []
      const marks = topics.map(() => '?').join(',')
      const rows = db
        .prepare(
          `SELECT seq, topic, message, tag, published_at AS publishedAt, expires_at AS expiresAt,
                  attestation, publisher
           FROM messages m
           WHERE topic IN (${marks}) AND expires_at > ? AND publisher <> ?
             AND NOT EXISTS (SELECT 1 FROM acks a WHERE a.client = ? AND a.seq = m.seq)
           ORDER BY seq`,
        )
        .all(...topics, now, client, client) as (StoredRelayMessage & { attestation: string | null })[]
      return rows.map((row) => ({ ...row, attestation: row.attestation ?? undefined }))
    },
    ack(client, seq) {
      insertAck.run(client, seq)
    },
    purgeExpired(now) {
      return purge.run(now).changes
    },
    count() {
      return (countAll.get() as { n: number }).n
    },
    close() {
      db.close()
    },
  }
}
