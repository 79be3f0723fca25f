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
  open(record: Omit<RelayChannelRecord, 'state'>): string
  get(channelToken: string): RelayChannelRecord | undefined
  /** Stores the app's signature on a pending channel; 'taken' when it was signed already. */
  complete(channelToken: string, signed: ChannelSignature): 'ok' | 'taken' | 'missing'
  /** Forgets a channel (as the relay does once its completed status was read). */
  close(channelToken: string): void
}

/**
 * Our Farcaster Auth relay's channels, in the wallet database. Apart from the wallet's own sign-ins
 * (farcasterChannels.ts): the wallet service reaches this relay only through its protocol, as it
 * would reach Farcaster's.
 */
export function createRelayChannelStore(db: WalletDb, ttlMs: number, now: () => number): RelayChannelStore {
  db.exec(`
    CREATE TABLE IF NOT EXISTS farcaster_relay_channels (
      token_hash TEXT PRIMARY KEY,
      record TEXT NOT NULL,
      expires_at INTEGER NOT NULL
    );
    CREATE INDEX IF NOT EXISTS farcaster_relay_channels_expiry ON farcaster_relay_channels (expires_at);
  `)
  const purge = db.prepare('DELETE FROM farcaster_relay_channels WHERE expires_at <= ?')
  const insert = db.prepare(
    'INSERT INTO farcaster_relay_channels (token_hash, record, expires_at) VALUES (?, ?, ?)',
  )
  const find = db.prepare(
    'SELECT record FROM farcaster_relay_channels WHERE token_hash = ? AND expires_at > ?',
  )
  const update = db.prepare(
    'UPDATE farcaster_relay_channels SET record = ? WHERE token_hash = ? AND record = ? AND expires_at > ?',
  )
  const remove = db.prepare('DELETE FROM farcaster_relay_channels WHERE token_hash = ?')
  const raw = (channelToken: string) =>
    (find.get(hashToken(channelToken), now()) as { record: string } | undefined)?.record
  return {
    open(record) {
      purge.run(now())
      const channelToken = newToken()
      insert.run(hashToken(channelToken), JSON.stringify({ ...record, state: 'pending' }), now() + ttlMs)
      return channelToken
    },
    get(channelToken) {
      const record = raw(channelToken)
      return record === undefined ? undefined : (JSON.parse(record) as RelayChannelRecord)
    },
    complete(channelToken, signed) {
      const record = raw(channelToken)
      if (record === undefined) return 'missing'
      const channel = JSON.parse(record) as RelayChannelRecord
      if (channel.state !== 'pending') return 'taken'
      const next = JSON.stringify({ ...channel, ...signed, state: 'completed' })
      // Compared with the record read: of two racing signatures, one lands.
      return update.run(next, hashToken(channelToken), record, now()).changes === 1 ? 'ok' : 'taken'
    },
    close(channelToken) {
      remove.run(hashToken(channelToken))
    },
  }
}
