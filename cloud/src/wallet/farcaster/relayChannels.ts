import { hashToken, newToken } from '../secrets.js'
import type { WalletDb } from '../walletDb.js'
import type { ChannelRequester, ChannelSignature } from './farcasterChannels.js'

/** What an app asked the relay to have signed (`POST /v1/channel`'s body), as the status repeats it. */
export interface SignatureParams {
  siweUri: string
  domain: string
  nonce: string
  notBefore?: string | undefined
  expirationTime?: string | undefined
  requestId?: string | undefined
  redirectUrl?: string | undefined
}

export interface RelayChannelRecord extends Partial<ChannelSignature> {
  state: 'pending' | 'completed'
  signatureParams: SignatureParams
  acceptAuthAddress: boolean
  metadata: ChannelRequester
}

export interface RelayChannelStore {
  /** A new channel; its token is answered once, only its hash is kept. */
  open(record: Omit<RelayChannelRecord, 'state'>): Promise<string>
  get(channelToken: string): Promise<RelayChannelRecord | undefined>
  /** Stores the app's signature on a pending channel; 'taken' when it was signed already. */
  complete(channelToken: string, signed: ChannelSignature): Promise<'ok' | 'taken' | 'missing'>
  /** Forgets a channel (as the relay does once its completed status was read). */
  close(channelToken: string): Promise<void>
}

/**
 * Our Farcaster Auth relay's channels, in the wallet database. Apart from the wallet's own sign-ins
 * (farcasterChannels.ts): the wallet service reaches this relay only through its protocol, as it
 * would reach Farcaster's.
 */
export function createRelayChannelStore(db: WalletDb, ttlMs: number, now: () => number): RelayChannelStore {
  const raw = async (channelToken: string) =>
    (
      await db
        .selectFrom('farcaster_relay_channels')
        .select('record')
        .where('token_hash', '=', hashToken(channelToken))
        .where('expires_at', '>', now())
        .executeTakeFirst()
    )?.record
  return {
    async open(record) {
      await db.deleteFrom('farcaster_relay_channels').where('expires_at', '<=', now()).execute()
      const channelToken = newToken()
      await db
        .insertInto('farcaster_relay_channels')
        .values({
          token_hash: hashToken(channelToken),
          record: JSON.stringify({ ...record, state: 'pending' }),
          expires_at: now() + ttlMs,
        })
        .execute()
      return channelToken
    },
    async get(channelToken) {
      const record = await raw(channelToken)
      return record === undefined ? undefined : (JSON.parse(record) as RelayChannelRecord)
    },
    async complete(channelToken, signed) {
      const record = await raw(channelToken)
      if (record === undefined) return 'missing'
      const channel = JSON.parse(record) as RelayChannelRecord
      if (channel.state !== 'pending') return 'taken'
      const next = JSON.stringify({ ...channel, ...signed, state: 'completed' })
      // Compared with the record read: of two racing signatures (on any nodes), one lands.
      const written = await db
        .updateTable('farcaster_relay_channels')
        .set({ record: next })
        .where('token_hash', '=', hashToken(channelToken))
        .where('record', '=', record)
        .where('expires_at', '>', now())
        .executeTakeFirst()
      return written.numUpdatedRows === 1n ? 'ok' : 'taken'
    },
    async close(channelToken) {
      await db
        .deleteFrom('farcaster_relay_channels')
        .where('token_hash', '=', hashToken(channelToken))
        .execute()
    },
  }
}
