import type { IncomingMessage } from 'node:http'
import { clientAddress } from '@airlock/node-kit'
import { type Address, createPublicClient, http, type PublicClient } from 'viem'
import { clientOf } from '../../http/clientOf.js'
import { headerOf } from '../../http/respond.js'
import { createMemoryLimits, type SharedLimits } from '../../limits/budgets.js'
import { hashToken, newToken, sameHash } from '../secrets.js'
import type { WalletContext } from '../walletContext.js'
import type { WalletDb } from '../walletDb.js'
import { createFarcasterChannelStore, type FarcasterChannelStore } from './farcasterChannels.js'
import { createRelayChannelStore, type RelayChannelStore } from './relayChannels.js'
import { createFarcasterRelayClient, type FarcasterRelayClient } from './relayClient.js'

/** Sign In With Farcaster's configuration (`WalletServerOptions.farcaster`); unset, its routes are 404. */
export interface FarcasterOptions {
  /** The IdRegistry whose `custodyOf(fid)` speaks for a fid: `devnet.farcasterRegistry` here. */
  registry: Address
  /** The chain node the registry is read from; defaults to the wallet's `rpcUrl`. */
  rpcUrl?: string
  /**
   * The Farcaster Auth relay the sign-ins go through (`https://relay.farcaster.xyz` in production);
   * unset, this service's own relay (its `/v1/channel*` routes), which only a scripted app reaches.
   */
  relayUrl?: string
  /**
   * How often a claim asks the relay whether the app has signed; default 1 s (as `@farcaster/auth-client`),
   * 5 s for our own relay, which wakes the claim itself.
   */
  relayPollMs?: number
  /** Our relay's SIWF deep link (the QR code), `?channelToken=` appended; default `https://farcaster.xyz/~/siwf`. */
  connectUrl?: string
  /** The domain SIWF messages must name; default the host of the wallet's public URL. */
  domain?: string
  /** The URI SIWF messages must name; default the wallet's public URL. */
  siweUri?: string
  /**
   * The key our relay's `POST /v1/channel/authenticate` requires (`X-Farcaster-Auth-Relay-Key`, as
   * Farcaster's relay); unset, anyone holding a channel token may hand in a signature.
   */
  relayAuthKey?: string
  /** How long a channel waits for the Farcaster app and its claim; default 10 minutes. */
  channelTtlMs?: number
  /** How long one claim waits for the app before answering pending; default 20 s. */
  claimWaitMs?: number
  /** Wrong claim secrets a channel survives; default 5. */
  maxClaimAttempts?: number
}

/** What the Farcaster routes share (`WalletContext.farcaster`). */
export interface FarcasterContext {
  channels: FarcasterChannelStore
  /** The relay configured, through its protocol (ours by default). */
  relay: FarcasterRelayClient
  relayPollMs: number
  /** Our relay's own channels (relayRoutes.ts). */
  relayChannels: RelayChannelStore
  /** Tells the context where this server listens: our relay's URL when none is configured. */
  listening(url: string): void
  registry: Address
  client: PublicClient
  connectUrl: string
  domain: string
  siweUri: string
  claimWaitMs: number
  /** The deep link of a channel. */
  urlOf(channelToken: string): string
  /** Wakes the claims waiting on a channel (its app has just signed). */
  notify(channelToken: string): void
  /** Resolves when the channel is signed (notify), after `ms`, or when `signal` aborts. */
  waitFor(channelToken: string, ms: number, signal: AbortSignal): Promise<void>
  /** Whether our relay's authenticate may go on with this app key (any, when none is set). */
  isRelayApp(key: string | undefined): boolean
  /** Whether a relay call comes from this wallet service itself (the client of our own relay). */
  isOwnCall(request: IncomingMessage): boolean
  /**
   * Spends one of the client address's relay calls (the relay's routes); false when none is left.
   * This service's own calls spend none: they are its users' starts and claims, limited as such.
   */
  takeRelayBudget(request: IncomingMessage): Promise<boolean>
}

const OWN_CALL_HEADER = 'x-airlock-own-call'

export function createFarcasterContext(
  db: WalletDb,
  options: FarcasterOptions,
  { publicUrl, rpcUrl, now }: Pick<WalletContext, 'publicUrl' | 'rpcUrl' | 'now'>,
  shared: SharedLimits = createMemoryLimits(),
): FarcasterContext {
  const connectUrl = options.connectUrl ?? 'https://farcaster.xyz/~/siwf'
  const ttlMs = options.channelTtlMs ?? 10 * 60_000
  const channels = createFarcasterChannelStore(
    db,
    { ttlMs, maxClaimAttempts: options.maxClaimAttempts ?? 5 },
    now,
  )
  let ownUrl: string | undefined
  const relayUrl = () => {
    const url = options.relayUrl ?? ownUrl
    if (url === undefined) throw new Error('The Farcaster relay is not listening yet')
    return url
  }
  // Names this process's calls to its own relay; never leaves it (a configured relay is not sent it).
  const ownCallKey = hashToken(newToken())
  const isOwnCall = (request: IncomingMessage) => {
    const key = headerOf(request, OWN_CALL_HEADER)
    return key !== undefined && sameHash(hashToken(key), hashToken(ownCallKey))
  }
  const waiters = new Map<string, Set<() => void>>()
  const relayBudget = shared.budget('farcaster-relay', 10, 60, Date.now)
  return {
    channels,
    relay: createFarcasterRelayClient({
      relayUrl,
      ...(options.relayUrl === undefined ? { headers: { [OWN_CALL_HEADER]: ownCallKey } } : {}),
    }),
    // Our own relay wakes the claim as soon as it is signed (notify): asking it again is only a fallback.
    relayPollMs: options.relayPollMs ?? (options.relayUrl === undefined ? 5000 : 1000),
    relayChannels: createRelayChannelStore(db, ttlMs, now),
    listening(url) {
      ownUrl = url
    },
    registry: options.registry,
    client: createPublicClient({ transport: http(options.rpcUrl ?? rpcUrl, { timeout: 10_000 }) }),
    connectUrl,
    domain: options.domain ?? new URL(publicUrl).host,
    siweUri: options.siweUri ?? publicUrl,
    claimWaitMs: options.claimWaitMs ?? 20_000,
    urlOf(channelToken) {
      const url = new URL(connectUrl)
      url.searchParams.set('channelToken', channelToken)
      return url.href
    },
    notify(channelToken) {
      for (const wake of waiters.get(channelToken) ?? []) wake()
    },
    waitFor(channelToken, ms, signal) {
      return new Promise((resolve) => {
        const set = waiters.get(channelToken) ?? new Set()
        waiters.set(channelToken, set)
        const done = () => {
          clearTimeout(timer)
          signal.removeEventListener('abort', done)
          set.delete(done)
          if (set.size === 0 && waiters.get(channelToken) === set) waiters.delete(channelToken)
          resolve()
        }
        const timer = setTimeout(done, ms)
        signal.addEventListener('abort', done)
        set.add(done)
      })
    },
    isOwnCall,
    isRelayApp(key) {
      if (options.relayAuthKey === undefined) return true
      return key !== undefined && sameHash(hashToken(key), hashToken(options.relayAuthKey))
    },
    async takeRelayBudget(request) {
      if (isOwnCall(request)) return true
      return (await relayBudget.take(clientAddress(clientOf(request)))).ok
    },
  }
}
