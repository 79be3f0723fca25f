import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import Database from 'better-sqlite3'
import type { SiwxSession } from './checkSiwxSession.js'

export interface StoredSession {
  id: string
  projectId: string
  /** CAIP-10, lower case: `eip155:31337:0xabc...`. */
  account: string
  session: SiwxSession
}

export interface NewSession {
  projectId: string
  account: string
  /** The message's domain and nonce: one session per nonce per project and domain, ever. */
  domain: string
  nonce: string
  session: SiwxSession
  /** ms since epoch; null for a message without `Expiration Time`. */
  expiresAt: number | null
}

/** A stored session's id, and the secret that reads it back (given out once, kept only hashed). */
export interface AddedSession {
  id: string
  secret: string
}

export interface SessionStore {
  /** Stores the session under a new unguessable id and secret; undefined when its nonce was used before. */
  add(session: NewSession): AddedSession | undefined
  /** A live session, for its account's revocation (which needs no secret: the account signs it). */
  get(id: string): StoredSession | undefined
  /** A live session, only for the holder of its secret: anyone else learns nothing, not even that it exists. */
  read(id: string, secret: string): StoredSession | undefined
  remove(id: string): boolean
  close(): void
}

interface SessionRow {
  id: string
  project_id: string
  account: string
  session: string
  secret_hash: Buffer | null
}

const toStored = (row: SessionRow): StoredSession => ({
  id: row.id,
  projectId: row.project_id,
  account: row.account,
  session: JSON.parse(row.session) as SiwxSession,
})

const hashOf = (secret: string) => createHash('sha256').update(secret).digest()

/**
 * A database made before sessions had secrets: the column is added (its sessions have none and stay
 * unreadable), and the index of the listing by account, which no longer exists, goes.
 */
function migrate(db: Database.Database) {
  const columns = new Set((db.pragma('table_info(siwx_sessions)') as { name: string }[]).map((c) => c.name))
  if (!columns.has('secret_hash')) db.exec('ALTER TABLE siwx_sessions ADD COLUMN secret_hash BLOB')
  db.exec('DROP INDEX IF EXISTS siwx_sessions_account')
}

/**
 * SIWX sessions in SQLite (the cloud's one database file). A session is a credential (its message and
 * signature sign its account in at the app's server), so it is read back only with the secret given
 * when it was stored; the database keeps the secret's SHA-256, never the secret. Expired sessions are
 * purged before every read; the nonces outlive revoked sessions (until the message expires), so a
 * revoked session's message cannot be stored again.
 */
export function createSessionStore(
  path: string,
  { now = Date.now }: { now?: () => number } = {},
): SessionStore {
  const db = new Database(path)
  db.pragma('journal_mode = WAL')
  db.exec(`
    CREATE TABLE IF NOT EXISTS siwx_sessions (
      id TEXT PRIMARY KEY, project_id TEXT NOT NULL, account TEXT NOT NULL, session TEXT NOT NULL,
      expires_at INTEGER, created_at INTEGER NOT NULL, secret_hash BLOB);
    CREATE INDEX IF NOT EXISTS siwx_sessions_expiry ON siwx_sessions (expires_at);
    CREATE TABLE IF NOT EXISTS siwx_nonces (
      project_id TEXT NOT NULL, domain TEXT NOT NULL, nonce TEXT NOT NULL, expires_at INTEGER,
      PRIMARY KEY (project_id, domain, nonce)) WITHOUT ROWID;
  `)
  migrate(db)
  const statements = {
    purgeSessions: db.prepare('DELETE FROM siwx_sessions WHERE expires_at <= ?'),
    purgeNonces: db.prepare('DELETE FROM siwx_nonces WHERE expires_at <= ?'),
    spend: db.prepare(
      'INSERT OR IGNORE INTO siwx_nonces (project_id, domain, nonce, expires_at) VALUES (?, ?, ?, ?)',
    ),
    insert: db.prepare(
      'INSERT INTO siwx_sessions (id, project_id, account, session, expires_at, created_at, secret_hash) VALUES (?, ?, ?, ?, ?, ?, ?)',
    ),
    get: db.prepare('SELECT id, project_id, account, session, secret_hash FROM siwx_sessions WHERE id = ?'),
    remove: db.prepare('DELETE FROM siwx_sessions WHERE id = ?'),
  }
  const purge = () => {
    const time = now()
    statements.purgeSessions.run(time)
    statements.purgeNonces.run(time)
  }
  const row = (id: string) => {
    purge()
    return statements.get.get(id) as SessionRow | undefined
  }
  const add = db.transaction((entry: NewSession): AddedSession | undefined => {
    purge()
    const { projectId, domain, nonce, expiresAt } = entry
    if (statements.spend.run(projectId, domain, nonce, expiresAt).changes === 0) return undefined
    const id = randomBytes(32).toString('base64url')
    const secret = randomBytes(32).toString('base64url')
    statements.insert.run(
      id,
      projectId,
      entry.account.toLowerCase(),
      JSON.stringify(entry.session),
      expiresAt,
      now(),
      hashOf(secret),
    )
    return { id, secret }
  })
  return {
    add,
    get(id) {
      const found = row(id)
      return found && toStored(found)
    },
    read(id, secret) {
      const found = row(id)
      const hash = found?.secret_hash
      return found && hash?.length === 32 && timingSafeEqual(hash, hashOf(secret))
        ? toStored(found)
        : undefined
    },
    remove: (id) => statements.remove.run(id).changes === 1,
    close: () => db.close(),
  }
}
