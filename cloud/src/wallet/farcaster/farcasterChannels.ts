import { randomBytes } from 'node:crypto'
import { hashToken, newToken, sameHash } from '../secrets.js'
import type { WalletDb } from '../walletDb.js'

/**
 * Where a channel stands: waiting for the Farcaster app, signed by it (not yet checked), taken by
 * a claim (then `consumed` once verified, `failed` when not).
 */
export type ChannelState = 'pending' | 'completed' | 'consumed' | 'failed'

/** What the Farcaster app posts to `/v1/channel/authenticate`. */
export interface ChannelSignature {
  message: string
  signature: `0x${string}`
  fid: number
  username?: string | undefined
  displayName?: string | undefined
  bio?: string | undefined
  pfpUrl?: string | undefined
}

/**
 * Who asked for the channel, as the relay's status shows it to the Farcaster app (as Farcaster's own
 * relay does): the app can show the visitor where the sign-in was started before they approve it.
 */
export interface ChannelRequester {
  ip: string
  userAgent: string
}

export interface Channel extends Partial<ChannelSignature> {
  state: ChannelState
  nonce: string
  expiresAt: number
}

export type ClaimCheck = 'ok' | 'wrong' | 'exhausted' | 'missing'

export interface FarcasterChannelStore {
  /**
   * Binds a relay's channel (its token, the nonce it asks to sign) to the browser partition `flow`
   * (its flow cookie): answers the claim secret (only the hashes of token, claim and flow are kept).
   */
  open(flow: string, channel: { channelToken: string; nonce: string }): { claim: string; expiresAt: number }
  /** The live channel of a token; undefined when unknown or expired. */
  get(channelToken: string): Channel | undefined
  /** Stores the app's signed message on a pending channel; 'taken' when it was signed already. */
  complete(channelToken: string, signed: ChannelSignature): 'ok' | 'taken' | 'missing'
  /**
   * Checks a claim secret and the flow cookie of the partition that opened the channel; a wrong one
   * (either) counts, and the last allowed voids the channel.
   */
  checkClaim(channelToken: string, claim: string, flow: string | undefined): ClaimCheck
  /** Moves a completed channel to `consumed`, once: the one claim that gets true verifies it. */
  take(channelToken: string): boolean
  /** A taken channel whose message did not verify. */
  fail(channelToken: string): void
  /** A taken channel that could not be checked (the chain node failed): claimable again. */
  release(channelToken: string): void
}

/** 24 hex characters: EIP-4361 wants at least 8 alphanumerics. */
export const newNonce = (): string => randomBytes(12).toString('hex')

/**
 * SIWF channels in the wallet database (a restart keeps them). Channel tokens and claim secrets are
 * stored as hashes: a copy of the file can neither answer for a channel nor claim its session.
 */
export function createFarcasterChannelStore(
  db: WalletDb,
  { ttlMs, maxClaimAttempts }: { ttlMs: number; maxClaimAttempts: number },
  now: () => number,
): FarcasterChannelStore {
  db.exec(`
    CREATE TABLE IF NOT EXISTS farcaster_channels (
      token_hash TEXT PRIMARY KEY,
      claim_hash TEXT NOT NULL,
      nonce TEXT NOT NULL,
      state TEXT NOT NULL,
      signed TEXT,
      attempts INTEGER NOT NULL DEFAULT 0,
      expires_at INTEGER NOT NULL,
      flow_hash TEXT,
      requester TEXT
    );
    CREATE INDEX IF NOT EXISTS farcaster_channels_expiry ON farcaster_channels (expires_at);
  `)
  // A file from before the flow binding: its channels (ten minutes long) are gone by now or claim nothing.
  const columns = db.pragma('table_info(farcaster_channels)') as { name: string }[]
  for (const name of ['flow_hash', 'requester'])
    if (!columns.some((column) => column.name === name))
      db.exec(`ALTER TABLE farcaster_channels ADD COLUMN ${name} TEXT`)
  const purge = db.prepare('DELETE FROM farcaster_channels WHERE expires_at <= ?')
  const insert = db.prepare(
    `INSERT INTO farcaster_channels (token_hash, claim_hash, flow_hash, requester, nonce, state, expires_at)
     VALUES (?, ?, ?, ?, ?, 'pending', ?)`,
  )
  const find = db.prepare(
    `SELECT claim_hash AS claimHash, flow_hash AS flowHash, requester, nonce, state, signed, attempts,
       expires_at AS expiresAt
     FROM farcaster_channels WHERE token_hash = ? AND expires_at > ?`,
  )
  const complete = db.prepare(
    `UPDATE farcaster_channels SET state = 'completed', signed = ?
     WHERE token_hash = ? AND state = 'pending' AND expires_at > ?`,
  )
  const move = db.prepare(
    'UPDATE farcaster_channels SET state = ? WHERE token_hash = ? AND state = ? AND expires_at > ?',
  )
  const miss = db.prepare('UPDATE farcaster_channels SET attempts = attempts + 1 WHERE token_hash = ?')
  const remove = db.prepare('DELETE FROM farcaster_channels WHERE token_hash = ?')

  type Row = {
    claimHash: string
    flowHash: string | null
    requester: string | null
    nonce: string
    state: ChannelState
    signed: string | null
    attempts: number
  }
  const row = (channelToken: string) =>
    find.get(hashToken(channelToken), now()) as (Row & { expiresAt: number }) | undefined

  return {
    open(flow, { channelToken, nonce }) {
      purge.run(now())
      const claim = newToken()
      const expiresAt = now() + ttlMs
      // The requester is the relay's to show now (the column stays for older files).
      insert.run(hashToken(channelToken), hashToken(claim), hashToken(flow), null, nonce, expiresAt)
      return { claim, expiresAt }
    },
    get(channelToken) {
      const found = row(channelToken)
      if (!found) return undefined
      const signed = found.signed === null ? {} : (JSON.parse(found.signed) as ChannelSignature)
      return { ...signed, state: found.state, nonce: found.nonce, expiresAt: found.expiresAt }
    },
    complete(channelToken, signed) {
      const hash = hashToken(channelToken)
      if (complete.run(JSON.stringify(signed), hash, now()).changes === 1) return 'ok'
      return row(channelToken) ? 'taken' : 'missing'
    },
    checkClaim(channelToken, claim, flow) {
      const found = row(channelToken)
      if (!found) return 'missing'
      const sameFlow =
        found.flowHash !== null && flow !== undefined && sameHash(found.flowHash, hashToken(flow))
      if (sameHash(found.claimHash, hashToken(claim)) && sameFlow) return 'ok'
      if (found.attempts + 1 >= maxClaimAttempts) {
        remove.run(hashToken(channelToken))
        return 'exhausted'
      }
      miss.run(hashToken(channelToken))
      return 'wrong'
    },
    take(channelToken) {
      return move.run('consumed', hashToken(channelToken), 'completed', now()).changes === 1
    },
    fail(channelToken) {
      move.run('failed', hashToken(channelToken), 'consumed', now())
    },
    release(channelToken) {
      move.run('completed', hashToken(channelToken), 'consumed', now())
    },
  }
}
