import { randomBytes } from 'node:crypto'
import { hashToken, newToken, sameHash } from '../secrets.js'
import { inTransaction, type WalletDb } from '../walletDb.js'

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
  open(
    flow: string,
    channel: { channelToken: string; nonce: string },
  ): Promise<{ claim: string; expiresAt: number }>
  /** The live channel of a token; undefined when unknown or expired. */
  get(channelToken: string): Promise<Channel | undefined>
  /** Stores the app's signed message on a pending channel; 'taken' when it was signed already. */
  complete(channelToken: string, signed: ChannelSignature): Promise<'ok' | 'taken' | 'missing'>
  /**
   * Checks a claim secret and the flow cookie of the partition that opened the channel; a wrong one
   * (either) counts, and the last allowed voids the channel.
   */
  checkClaim(channelToken: string, claim: string, flow: string | undefined): Promise<ClaimCheck>
  /** Moves a completed channel to `consumed`, once: the one claim that gets true verifies it. */
  take(channelToken: string): Promise<boolean>
  /** A taken channel whose message did not verify. */
  fail(channelToken: string): Promise<void>
  /** A taken channel that could not be checked (the chain node failed): claimable again. */
  release(channelToken: string): Promise<void>
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
  const live = (q: Pick<WalletDb, 'selectFrom'>, channelToken: string) =>
    q
      .selectFrom('farcaster_channels')
      .select(['claim_hash', 'flow_hash', 'nonce', 'state', 'signed', 'attempts', 'expires_at'])
      .where('token_hash', '=', hashToken(channelToken))
      .where('expires_at', '>', now())
  /** A channel at `from` moved to `to`, in one statement: true for the one caller (of any node) that moved it. */
  const move = async (channelToken: string, from: ChannelState, to: ChannelState) =>
    (
      await db
        .updateTable('farcaster_channels')
        .set({ state: to })
        .where('token_hash', '=', hashToken(channelToken))
        .where('state', '=', from)
        .where('expires_at', '>', now())
        .executeTakeFirst()
    ).numUpdatedRows === 1n

  return {
    async open(flow, { channelToken, nonce }) {
      await db.deleteFrom('farcaster_channels').where('expires_at', '<=', now()).execute()
      const claim = newToken()
      const expiresAt = now() + ttlMs
      // The requester is the relay's to show now (the column stays for older files).
      await db
        .insertInto('farcaster_channels')
        .values({
          token_hash: hashToken(channelToken),
          claim_hash: hashToken(claim),
          flow_hash: hashToken(flow),
          requester: null,
          nonce,
          state: 'pending',
          expires_at: expiresAt,
        })
        .execute()
      return { claim, expiresAt }
    },
    async get(channelToken) {
      const found = await live(db, channelToken).executeTakeFirst()
      if (!found) return undefined
      const signed = found.signed === null ? {} : (JSON.parse(found.signed) as ChannelSignature)
      return { ...signed, state: found.state, nonce: found.nonce, expiresAt: found.expires_at }
    },
    async complete(channelToken, signed) {
      const written = await db
        .updateTable('farcaster_channels')
        .set({ state: 'completed', signed: JSON.stringify(signed) })
        .where('token_hash', '=', hashToken(channelToken))
        .where('state', '=', 'pending')
        .where('expires_at', '>', now())
        .executeTakeFirst()
      if (written.numUpdatedRows === 1n) return 'ok'
      return (await live(db, channelToken).executeTakeFirst()) ? 'taken' : 'missing'
    },
    checkClaim: (channelToken, claim, flow) =>
      inTransaction(db, async (tx, lock): Promise<ClaimCheck> => {
        const found = await live(tx, channelToken)
          .$if(lock, (q) => q.forUpdate())
          .executeTakeFirst()
        if (!found) return 'missing'
        const sameFlow =
          found.flow_hash !== null && flow !== undefined && sameHash(found.flow_hash, hashToken(flow))
        if (sameHash(found.claim_hash, hashToken(claim)) && sameFlow) return 'ok'
        const row = { token_hash: hashToken(channelToken) }
        if (found.attempts + 1 >= maxClaimAttempts) {
          await tx.deleteFrom('farcaster_channels').where('token_hash', '=', row.token_hash).execute()
          return 'exhausted'
        }
        await tx
          .updateTable('farcaster_channels')
          .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
          .where('token_hash', '=', row.token_hash)
          .execute()
        return 'wrong'
      }),
    take: (channelToken) => move(channelToken, 'completed', 'consumed'),
    async fail(channelToken) {
      await move(channelToken, 'consumed', 'failed')
    },
    async release(channelToken) {
      await move(channelToken, 'consumed', 'completed')
    },
  }
}
