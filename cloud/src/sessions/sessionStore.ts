import { randomBytes } from 'node:crypto'
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

export interface SessionStore {
  /** Stores the session under a new unguessable id; undefined when its nonce was used before. */
  add(session: NewSession): string | undefined
  /** A live session. */
  get(id: string): StoredSession | undefined
  /** The account's live sessions in the project, oldest first. */
  list(projectId: string, account: string): StoredSession[]
  remove(id: string): boolean
  close(): void
}

interface SessionRow {
  id: string
  project_id: string
  account: string
  session: string
}

const toStored = (row: SessionRow): StoredSession => ({
  id: row.id,
  projectId: row.project_id,
  account: row.account,
  session: JSON.parse(row.session) as SiwxSession,
})

/**
 * SIWX sessions in SQLite (the cloud's one database file). Expired sessions are purged before every
 * read; the nonces outlive revoked sessions (until the message expires), so a revoked session's
 * message cannot be stored again.
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
      expires_at INTEGER, created_at INTEGER NOT NULL);
    CREATE INDEX IF NOT EXISTS siwx_sessions_account ON siwx_sessions (project_id, account, created_at);
    CREATE INDEX IF NOT EXISTS siwx_sessions_expiry ON siwx_sessions (expires_at);
    CREATE TABLE IF NOT EXISTS siwx_nonces (
      project_id TEXT NOT NULL, domain TEXT NOT NULL, nonce TEXT NOT NULL, expires_at INTEGER,
      PRIMARY KEY (project_id, domain, nonce)) WITHOUT ROWID;
  `)
  const statements = {
    purgeSessions: db.prepare('DELETE FROM siwx_sessions WHERE expires_at <= ?'),
    purgeNonces: db.prepare('DELETE FROM siwx_nonces WHERE expires_at <= ?'),
    spend: db.prepare(
      'INSERT OR IGNORE INTO siwx_nonces (project_id, domain, nonce, expires_at) VALUES (?, ?, ?, ?)',
    ),
    insert: db.prepare(
      'INSERT INTO siwx_sessions (id, project_id, account, session, expires_at, created_at) VALUES (?, ?, ?, ?, ?, ?)',
    ),
    get: db.prepare('SELECT id, project_id, account, session FROM siwx_sessions WHERE id = ?'),
    list: db.prepare(
      'SELECT id, project_id, account, session FROM siwx_sessions WHERE project_id = ? AND account = ? ORDER BY created_at, rowid',
    ),
    remove: db.prepare('DELETE FROM siwx_sessions WHERE id = ?'),
  }
  const purge = () => {
    const time = now()
    statements.purgeSessions.run(time)
    statements.purgeNonces.run(time)
  }
  const add = db.transaction((entry: NewSession) => {
    purge()
    const { projectId, domain, nonce, expiresAt } = entry
    if (statements.spend.run(projectId, domain, nonce, expiresAt).changes === 0) return undefined
    const id = randomBytes(32).toString('base64url')
    statements.insert.run(
      id,
      projectId,
      entry.account.toLowerCase(),
      JSON.stringify(entry.session),
      expiresAt,
      now(),
    )
    return id
  })
  return {
    add,
    get(id) {
      purge()
      const row = statements.get.get(id) as SessionRow | undefined
      return row && toStored(row)
    },
    list(projectId, account) {
      purge()
      return (statements.list.all(projectId, account.toLowerCase()) as SessionRow[]).map(toStored)
    },
    remove: (id) => statements.remove.run(id).changes === 1,
    close: () => db.close(),
  }
}
