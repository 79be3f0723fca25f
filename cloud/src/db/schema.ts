/**
 * Every table the cloud keeps in its database (SQLite embedded, Postgres in the cluster), as Kysely
 * sees it. Times are ms since epoch (BIGINT on Postgres), binary values Buffers (BLOB / BYTEA).
 */
export interface DatabaseSchema {
  siwx_sessions: SiwxSessionsTable
  siwx_nonces: SiwxNoncesTable
}

export interface SiwxSessionsTable {
  id: string
  project_id: string
  account: string
  /** JSON of the SiwxSession. */
  session: string
  expires_at: number | null
  created_at: number
  /** SHA-256 of the session's secret; null for sessions stored before secrets (unreadable). */
  secret_hash: Buffer | null
}

export interface SiwxNoncesTable {
  project_id: string
  domain: string
  nonce: string
  expires_at: number | null
}
