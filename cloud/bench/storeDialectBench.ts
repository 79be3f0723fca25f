/**
 * `npm run bench:store-dialect`: the embedded store's two candidates for issue 39 (one schema, a
 * single file for `npm start`) on the relay mailbox's own workload: better-sqlite3 (today's, WAL,
 * synchronous = NORMAL) and PGlite (Postgres in WASM, in-process, on a file). Each gets the same
 * table and indexes, then: N publishes (insert, one per call, as the relay writes them), N
 * `pending` reads of one topic's unacked messages, N acks, one purge of half the rows. Prints ops/s
 * and p50/p99 per phase, the time to open, and the bytes on disk. Figures only, nothing asserted.
 */
import { randomBytes } from 'node:crypto'
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs'
import { cpus, tmpdir } from 'node:os'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import Database from 'better-sqlite3'

const N = Number(process.env.BENCH_N ?? 5000)
const TOPICS = 200

interface Store {
  publish(topic: string, hash: string, message: string, expiresAt: number): Promise<void> | void
  pending(topic: string, client: string, now: number): Promise<unknown[]> | unknown[]
  ack(client: string, seq: number): Promise<void> | void
  purge(before: number): Promise<number> | number
  close(): Promise<void> | void
}

const schema = (serial: string, text: string) => `
  CREATE TABLE messages (
    seq ${serial},
    topic ${text} NOT NULL,
    hash ${text} NOT NULL,
    message ${text} NOT NULL,
    expires_at BIGINT NOT NULL,
    publisher ${text} NOT NULL,
    UNIQUE (topic, hash)
  );
  CREATE INDEX messages_topic ON messages (topic, seq);
  CREATE INDEX messages_expiry ON messages (expires_at);
  CREATE TABLE acks (client ${text} NOT NULL, seq BIGINT NOT NULL, PRIMARY KEY (client, seq));
`

function openSqlite(dir: string): Store {
  const db = new Database(join(dir, 'bench.db'))
  db.pragma('journal_mode = WAL')
  db.pragma('synchronous = NORMAL')
  db.exec(schema('INTEGER PRIMARY KEY AUTOINCREMENT', 'TEXT'))
  const insert = db.prepare(
    'INSERT OR IGNORE INTO messages (topic, hash, message, expires_at, publisher) VALUES (?, ?, ?, ?, ?)',
  )
  const pending = db.prepare(
    `SELECT seq, message FROM messages m WHERE topic = ? AND expires_at > ? AND publisher <> ?
       AND NOT EXISTS (SELECT 1 FROM acks a WHERE a.client = ? AND a.seq = m.seq) ORDER BY seq`,
  )
  const ack = db.prepare('INSERT OR IGNORE INTO acks (client, seq) VALUES (?, ?)')
  const purge = db.prepare('DELETE FROM messages WHERE expires_at <= ?')
  return {
    publish: (topic, hash, message, expiresAt) => void insert.run(topic, hash, message, expiresAt, 'p'),
    pending: (topic, client, now) => pending.all(topic, now, client, client),
    ack: (client, seq) => void ack.run(client, seq),
    purge: (before) => purge.run(before).changes,
    close: () => {
      db.close()
    },
  }
}

async function openPglite(dir: string): Promise<Store> {
  const db = new PGlite(join(dir, 'pgdata'))
  await db.exec(schema('BIGSERIAL PRIMARY KEY', 'TEXT'))
  return {
    publish: async (topic, hash, message, expiresAt) => {
      await db.query(
        `INSERT INTO messages (topic, hash, message, expires_at, publisher) VALUES ($1, $2, $3, $4, 'p')
         ON CONFLICT DO NOTHING`,
        [topic, hash, message, expiresAt],
      )
    },
    pending: async (topic, client, now) =>
      (
        await db.query(
          `SELECT seq, message FROM messages m WHERE topic = $1 AND expires_at > $2 AND publisher <> $3
             AND NOT EXISTS (SELECT 1 FROM acks a WHERE a.client = $3 AND a.seq = m.seq) ORDER BY seq`,
          [topic, now, client],
        )
      ).rows,
    ack: async (client, seq) => {
      await db.query('INSERT INTO acks (client, seq) VALUES ($1, $2) ON CONFLICT DO NOTHING', [client, seq])
    },
    purge: async (before) =>
      (await db.query('DELETE FROM messages WHERE expires_at <= $1', [before])).affectedRows ?? 0,
    close: () => db.close(),
  }
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0

async function phase(name: string, count: number, run: (i: number) => unknown) {
  const times: number[] = []
  const started = performance.now()
  for (let i = 0; i < count; i++) {
    const at = performance.now()
    await run(i)
    times.push(performance.now() - at)
  }
  const total = performance.now() - started
  times.sort((a, b) => a - b)
  return `${name.padEnd(8)} ${String(Math.round((count / total) * 1000)).padStart(7)} ops/s  p50 ${percentile(times, 50).toFixed(3)} ms  p99 ${percentile(times, 99).toFixed(3)} ms`
}

const bytesIn = (path: string): number =>
  readdirSync(path, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .reduce((sum, entry) => sum + statSync(join(entry.parentPath, entry.name)).size, 0)

async function measure(label: string, open: (dir: string) => Store | Promise<Store>) {
  const dir = mkdtempSync(join(tmpdir(), 'airlock-dialect-'))
  try {
    const opening = performance.now()
    const store = await open(dir)
    const openMs = performance.now() - opening
    const body = randomBytes(600).toString('base64')
    const lines = [
      await phase('publish', N, (i) =>
        store.publish(`t${i % TOPICS}`, `h${i}`, body, i % 2 === 0 ? 1 : 2e12),
      ),
      await phase('pending', N, (i) => store.pending(`t${i % TOPICS}`, `c${i % 7}`, 0)),
      await phase('ack', N, (i) => store.ack(`c${i % 7}`, i + 1)),
    ]
    const purging = performance.now()
    const purged = await store.purge(1)
    const purgeMs = performance.now() - purging
    await store.close()
    console.log(
      `\n${label}: opened in ${openMs.toFixed(0)} ms, ${(bytesIn(dir) / 1e6).toFixed(1)} MB on disk`,
    )
    for (const line of lines) console.log(`  ${line}`)
    console.log(`  purge    ${purged} rows in ${purgeMs.toFixed(1)} ms`)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

console.log(
  `store dialects, relay mailbox workload: ${N} operations per phase, ${TOPICS} topics, ${cpus().length} cores`,
)
await measure('better-sqlite3 (WAL, synchronous=NORMAL)', openSqlite)
await measure('PGlite (file)', openPglite)
