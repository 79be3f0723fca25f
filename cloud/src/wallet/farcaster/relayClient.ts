import * as z from 'zod'
import type { ChannelRequester, ChannelSignature } from './farcasterChannels.js'

/** What `POST /v1/channel` takes (Farcaster Auth relay protocol): what the app must sign. */
export interface CreateChannelParameters {
  siweUri: string
  domain: string
  nonce: string
  /**
   * Whether the app may sign with an auth address instead of the fid's custody (the relay's default
   * is true); verifySiwf takes custody signatures only.
   */
  acceptAuthAddress?: boolean
  /** ISO 8601; the relay passes it to the app, which puts it in the SIWF message. */
  expirationTime?: string
  /** The browser that asked, forwarded so the Farcaster app can show its user where the sign-in began. */
  requester?: ChannelRequester
}

export interface RelayChannel {
  channelToken: string
  /** The SIWF deep link for the QR code. */
  url: string
  nonce: string
}

/**
 * A channel's state on the relay: waiting, signed (the relay forgets it once this is read), or
 * gone (unknown, expired or already read).
 */
export type RelayStatus =
  | { state: 'pending' }
  | { state: 'completed'; signed: ChannelSignature }
  | { state: 'gone' }

export interface FarcasterRelayClient {
  createChannel(parameters: CreateChannelParameters): Promise<RelayChannel>
  status(channelToken: string): Promise<RelayStatus>
}

/** The relay answered outside the protocol, or could not be reached. */
export class RelayError extends Error {
  override name = 'RelayError'
}

const Created = z.object({
  channelToken: z.string().min(1).max(256),
  url: z.url({ protocol: /^https?$/ }),
  nonce: z.string().min(1).max(256),
})

const Completed = z.object({
  state: z.literal('completed'),
  message: z.string().min(1).max(4096),
  signature: z.string().regex(/^0x(?:[0-9a-fA-F]{2}){1,2048}$/),
  fid: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  // The public relay fills the profile from its hub, null or absent when the fid has none.
  username: z.string().max(64).nullish(),
  displayName: z.string().max(256).nullish(),
  bio: z.string().max(1024).nullish(),
  pfpUrl: z.string().max(2048).nullish(),
})

const present = <T>(value: T | null | undefined): T | undefined => value ?? undefined

/**
 * The one client of a Farcaster Auth relay (relay.farcaster.xyz's v1 API, as `@farcaster/auth-client`
 * calls it): `POST /v1/channel` opens a channel (201), `GET /v1/channel/status` with the channel token
 * as Bearer answers 202 while pending and 200 once signed, 401 when the token is unknown. Our own relay
 * (relayRoutes.ts) and the public one are reached the same way.
 *
 * @example
 * const relay = createFarcasterRelayClient({ relayUrl: 'https://relay.farcaster.xyz' })
 * const { channelToken, url } = await relay.createChannel({ siweUri, domain, nonce })
 */
export function createFarcasterRelayClient({
  relayUrl,
  timeoutMs = 10_000,
  headers: extra = {},
}: {
  /** The relay's base URL, without `/v1`; a function when known only once the server listens. */
  relayUrl: string | (() => string)
  timeoutMs?: number
  /** Sent with every call (our own relay's caller key). */
  headers?: Record<string, string>
}): FarcasterRelayClient {
  const base = () => (typeof relayUrl === 'string' ? relayUrl : relayUrl()).replace(/\/+$/, '')
  async function call(path: string, init: RequestInit): Promise<{ status: number; body: unknown }> {
    let response: Response
    try {
      response = await fetch(`${base()}/v1/${path}`, {
        ...init,
        headers: { ...extra, ...(init.headers as Record<string, string>) },
        signal: AbortSignal.timeout(timeoutMs),
      })
    } catch (error) {
      throw new RelayError(`Farcaster relay not reached: ${(error as Error).message}`)
    }
    const text = await response.text()
    let body: unknown
    try {
      body = text === '' ? undefined : JSON.parse(text)
    } catch {
      body = undefined
    }
    return { status: response.status, body }
  }
  return {
    async createChannel({ requester, ...parameters }) {
      const headers: Record<string, string> = { 'content-type': 'application/json' }
      if (requester) {
        if (requester.userAgent) headers['user-agent'] = requester.userAgent
        if (requester.ip) headers['x-forwarded-for'] = requester.ip
      }
      const { status, body } = await call('channel', {
        method: 'POST',
        headers,
        body: JSON.stringify(parameters),
      })
      const created = Created.safeParse(body)
      if (status !== 201 || !created.success)
        throw new RelayError(`Farcaster relay refused the channel: ${status}`)
      return created.data
    },
    async status(channelToken) {
      const { status, body } = await call('channel/status', {
        headers: { authorization: `Bearer ${channelToken}` },
      })
      if (status === 202) return { state: 'pending' }
      if (status === 401 || status === 404) return { state: 'gone' }
      const completed = Completed.safeParse(body)
      if (status !== 200 || !completed.success)
        throw new RelayError(`Farcaster relay answered the status with ${status}`)
      const { message, signature, fid, username, displayName, bio, pfpUrl } = completed.data
      return {
        state: 'completed',
        signed: {
          message,
          signature: signature as `0x${string}`,
          fid,
          username: present(username),
          displayName: present(displayName),
          bio: present(bio),
          pfpUrl: present(pfpUrl),
        },
      }
    },
  }
}
