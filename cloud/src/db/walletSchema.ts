import type { Generated } from 'kysely'

/**
 * The wallet service's tables (custody: its own database, never the API's). Tokens and codes are
 * kept only as hashes, private keys only sealed (wallet/keyVault.ts); times are ms since epoch.
 */
export interface WalletSchema {
  users: WalletUsersTable
  identities: WalletIdentitiesTable
  sessions: WalletSessionsTable
  devices: WalletDevicesTable
  device_requests: WalletDeviceRequestsTable
  codes: WalletCodesTable
  email_updates: WalletEmailUpdatesTable
  meta: WalletMetaTable
  social_intents: WalletSocialIntentsTable
  farcaster_channels: FarcasterChannelsTable
  farcaster_relay_channels: FarcasterRelayChannelsTable
  account_types: AccountTypesTable
  call_bundles: CallBundlesTable
  telegram_logins: TelegramLoginsTable
}

export interface WalletUsersTable {
  id: Generated<number>
  /** Null for users who signed up through a provider that gave no verified email. */
  email: string | null
  address: `0x${string}`
  /** iv | tag | AES-256-GCM(data key, private key) */
  sealed_key: Buffer
  /** The data key wrapped by the key-encryption key (wallet/keyEncryptionKey.ts). */
  wrapped_data_key: Buffer
  created_at: number
}

export interface WalletIdentitiesTable {
  provider: string
  subject: string
  user_id: number
  username: string | null
}

export interface WalletSessionsTable {
  token_hash: string
  user_id: number
  provider: string | null
  expires_at: number
}

export interface WalletDevicesTable {
  token_hash: string
  email: string
  expires_at: number
}

export interface WalletDeviceRequestsTable {
  link_hash: string
  browser_hash: string
  email: string
  /** 1 once the link in the email was opened. */
  approved: Generated<number>
  expires_at: number
}

export interface WalletCodesTable {
  purpose: string
  subject: string
  code_hash: string
  attempts: Generated<number>
  expires_at: number
}

export interface WalletEmailUpdatesTable {
  user_id: number
  new_email: string
  stage: 'primary' | 'secondary'
  expires_at: number
}

/** `master-key-check`: a blob only the configured key-encryption key opens. */
export interface WalletMetaTable {
  name: string
  value: Buffer
}

export interface WalletSocialIntentsTable {
  id: string
  claim_hash: string
  flow_hash: string | null
  proof_hash: string | null
  browser_hash: string | null
  state_hash: string
  provider: string
  verifier: string
  nonce: string
  client: string
  stage: 'started' | 'redirected' | 'returned' | 'exchanging' | 'completed' | 'failed'
  subject: string | null
  email: string | null
  username: string | null
  failure: string | null
  attempts: Generated<number>
  expires_at: number
  /** A sign-in that leaves the page (no popup): the page to come back to. Null for popups. */
  return_url: string | null
  /** Such a sign-in, finished: the hash of the handoff the page's URL brings back to the frame. */
  handoff_hash: string | null
}

export interface FarcasterChannelsTable {
  token_hash: string
  claim_hash: string
  nonce: string
  state: 'pending' | 'completed' | 'consumed' | 'failed'
  /** JSON of the app's ChannelSignature once signed. */
  signed: string | null
  attempts: Generated<number>
  expires_at: number
  flow_hash: string | null
  requester: string | null
}

export interface FarcasterRelayChannelsTable {
  token_hash: string
  /** JSON of the RelayChannelRecord. */
  record: string
  expires_at: number
}

/** The account type a user chose on a chain; no row: the chain's default (smart account where it has them). */
export interface AccountTypesTable {
  user_id: number
  chain_id: number
  type: 'eoa' | 'smartAccount'
}

/** An EIP-5792 call bundle (its id is the user operation's hash): whose it is, on which chain. */
export interface CallBundlesTable {
  id: string
  user_id: number
  chain_id: number
  /** 'userOperation' (the id is its hash) or 'transaction' (an EOA's one call: the id is its hash). */
  kind: 'userOperation' | 'transaction'
  created_at: number
}

/** Telegram logins already used (their payload's hash), kept while they are fresh enough to be taken. */
export interface TelegramLoginsTable {
  hash: string
  expires_at: number
}
