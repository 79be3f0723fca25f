import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import type { CloudSiwxSession as SiwxSession } from '@airlock/shared-protocol/cloud-api'
import type { CloudDatabase } from '../db/openDatabase.js'

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
  add(session: NewSession): Promise<AddedSession | undefined>
  /** A live session, for its account's revocation (which needs no secret: the account signs it). */
  get(id: string): Promise<StoredSession | undefined>
  /** A live session, only for the holder of its secret: anyone else learns nothing, not even that it exists. */
  read(id: string, secret: string): Promise<StoredSession | undefined>
  remove(id: string): Promise<boolean>
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
 * SIWX sessions in the cloud's database (db/migrations/001_sessions.ts makes and adopts the tables).
 * A session is a credential (its message and signature sign its account in at the app's server), so
 * it is read back only with the secret given when it was stored; the database keeps the secret's
 * SHA-256, never the secret. Expired sessions are purged before every read; the nonces outlive revoked
 * sessions (until the message expires), so a revoked session's message cannot be stored again.
 */
export function createSessionStore(
  db: CloudDatabase,
  { now = Date.now }: { now?: () => number } = {},
): SessionStore {
  const purge = async (tx: CloudDatabase) => {
    const time = now()
    await tx.deleteFrom('siwx_sessions').where('expires_at', '<=', time).execute()
    await tx.deleteFrom('siwx_nonces').where('expires_at', '<=', time).execute()
  }
  const row = async (id: string): Promise<SessionRow | undefined> => {
    await purge(db)
    return db
      .selectFrom('siwx_sessions')
      .select(['id', 'project_id', 'account', 'session', 'secret_hash'])
      .where('id', '=', id)
      .executeTakeFirst()
  }
  return {
    // One transaction: the nonce is spent only with its session stored (two nodes adding the same
    // message race on the nonce's primary key; the loser inserts nothing and stores nothing).
    add: (entry) =>
      db.transaction().execute(async (tx) => {
        await purge(tx)
        const { projectId, domain, nonce, expiresAt } = entry
        const spent = await tx
          .insertInto('siwx_nonces')
          .values({ project_id: projectId, domain, nonce, expires_at: expiresAt })
          .onConflict((conflict) => conflict.doNothing())
          .executeTakeFirst()
        if (spent.numInsertedOrUpdatedRows === 0n) return undefined
        const id = randomBytes(32).toString('base64url')
        const secret = randomBytes(32).toString('base64url')
        await tx
          .insertInto('siwx_sessions')
          .values({
            id,
            project_id: projectId,
            account: entry.account.toLowerCase(),
            session: JSON.stringify(entry.session),
            expires_at: expiresAt,
            created_at: now(),
            secret_hash: hashOf(secret),
          })
          .execute()
        return { id, secret }
      }),
    async get(id) {
      const found = await row(id)
      return found && toStored(found)
    },
    async read(id, secret) {
      const found = await row(id)
      const hash = found?.secret_hash
      return found && hash?.length === 32 && timingSafeEqual(hash, hashOf(secret))
        ? toStored(found)
        : undefined
    },
    async remove(id) {
      const { numDeletedRows } = await db.deleteFrom('siwx_sessions').where('id', '=', id).executeTakeFirst()
      return numDeletedRows === 1n
    },
  }
}
