import type { Generated } from 'kysely'

/**
 * Every table the cloud keeps in its database (SQLite embedded, Postgres in the cluster), as Kysely
 * sees it. Times are ms since epoch (BIGINT on Postgres), binary values Buffers (BLOB / BYTEA).
 */
export interface DatabaseSchema {
  siwx_sessions: SiwxSessionsTable
  siwx_nonces: SiwxNoncesTable
  names: NamesTable
  name_messages: NameMessagesTable
  onramp_quotes: OnrampQuotesTable
  onramp_checkouts: OnrampCheckoutsTable
  leases: LeasesTable
  analytics_events: AnalyticsEventsTable
  idx_head: IdxHeadTable
  idx_tx: IdxTxTable
  idx_transfer: IdxTransferTable
  idx_contract: IdxContractTable
  idx_nft_owner: IdxNftOwnerTable
  sol_tx: SolTxTable
  sol_transfer: SolTransferTable
  sol_cursor: SolCursorTable
  sol_follow: SolFollowTable
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

export interface NamesTable {
  /** Full name, lower case: `alice.airlock.id`. */
  name: string
  zone: string
  address: string
  coin_type: number
  chain_id: number
  /** JSON object of text records. */
  attributes: string
  /** 1 for the devnet's read-only names (replaced on every start), 0 for registered ones. */
  seeded: number
  created_at: number
}

export interface NameMessagesTable {
  /** keccak256 of an accepted registration message. */
  hash: string
  expires_at: number
}

export interface OnrampQuotesTable {
  id: string
  /** JSON of the StoredQuote, bigints as text. */
  quote: string
  created_at: number
}

export interface OnrampCheckoutsTable {
  id: string
  /** JSON of the NewCheckout, bigints as text. */
  data: string
  status: 'pending' | 'paid' | 'sent' | 'completed' | 'failed'
  attempts: Generated<number>
  message: string | null
  /** JSON of the CheckoutPayment once paid. */
  payment: string | null
  tx_hash: `0x${string}` | null
  raw_tx: `0x${string}` | null
  created_at: number
  expires_at: number
  /** The delivery's address, lower case, and when it was paid: the per-address delivery cap counts them. */
  receiver: string | null
  paid_at: number | null
}

export interface LeasesTable {
  /** The worker: `treasury`, `evm-indexer:eip155:31337`, ... */
  name: string
  /** The node holding it (a random id per process). */
  holder: string
  /** ms since epoch, by the holder's clock: past it, any node may take the lease. */
  expires_at: number
}

export interface AnalyticsEventsTable {
  event_id: string
  project_id: string
  received_at: number
  /** JSON of the AnalyticsEvent. */
  body: string
}

/** The EVM indexer's cursor per chain (CAIP-2): the last block indexed and its hash (a reorg changes it). */
export interface IdxHeadTable {
  chain: string
  block: number
  hash: string
}

export interface IdxTxTable {
  chain: string
  hash: string
  block: number
  tx_index: number
  /** seconds since epoch */
  mined_at: number
  sender: string
  recipient: string | null
  /** 1 or 0 */
  success: number
  nonce: number
}

export interface IdxTransferTable {
  chain: string
  hash: string
  /** -1 for the transaction's own value */
  log_index: number
  kind: 'native' | 'erc20' | 'erc721'
  contract: string | null
  sender: string
  recipient: string
  /** raw integer amount, decimal */
  amount: string
  token_id: string | null
}

export interface IdxContractTable {
  chain: string
  address: string
  kind: 'erc20' | 'erc721'
  name: string
  symbol: string
  decimals: number
}

export interface IdxNftOwnerTable {
  chain: string
  contract: string
  token_id: string
  owner: string
}

export interface SolTxTable {
  chain: string
  signature: string
  slot: number
  /** seconds since epoch */
  block_time: number
  fee_payer: string
  /** 1 or 0 */
  success: number
}

export interface SolTransferTable {
  chain: string
  signature: string
  seq: number
  kind: string
  mint: string | null
  sender: string
  recipient: string
  amount: string
  decimals: number
}

/** Each address's newest indexed signature: where its next sync starts. */
export interface SolCursorTable {
  chain: string
  address: string
  signature: string
}

export interface SolFollowTable {
  chain: string
  address: string
  asked_at: number
}
