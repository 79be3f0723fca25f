import type { IncomingMessage, ServerResponse } from 'node:http'
import * as z from 'zod'
import { headerOf, json } from '../../http/respond.js'
import { readJsonBody } from '../readJsonBody.js'
import type { WalletContext } from '../walletContext.js'
import { walletMessages } from '../walletMessages.js'
import type { Channel, ChannelSignature } from './farcasterChannels.js'
import type { FarcasterContext } from './farcasterContext.js'
import { farcasterMessages } from './farcasterMessages.js'

/** A SIWF message with a long statement and a few resources is under 1 KB; a profile adds some. */
const RELAY_BODY_BYTES = 8 * 1024

const AuthenticateBody = z.object({
  message: z.string().min(1).max(4096),
  signature: z.string().regex(/^0x(?:[0-9a-fA-F]{2}){1,2048}$/),
  fid: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  username: z.string().max(64).optional(),
  displayName: z.string().max(256).optional(),
  bio: z.string().max(1024).optional(),
  pfpUrl: z.string().max(2048).optional(),
})

/** The channel token of `Authorization: Bearer <token>`, when it looks like one of ours. */
function bearerOf(request: IncomingMessage): string | undefined {
  const token = /^Bearer ([A-Za-z0-9_-]{43})$/.exec(headerOf(request, 'authorization') ?? '')?.[1]
  return token
}

/** The relay's public view of a channel: what the app needs to sign, and who signed once done. */
function statusOf(farcaster: FarcasterContext, channelToken: string, channel: Channel) {
  return {
    state: channel.state === 'pending' ? 'pending' : 'completed',
    nonce: channel.nonce,
    url: farcaster.urlOf(channelToken),
    domain: farcaster.domain,
    siweUri: farcaster.siweUri,
    expiresAt: new Date(channel.expiresAt).toISOString(),
    // Where the sign-in was started, for the app to show before its user approves (as Farcaster's relay).
    metadata: channel.requester,
    ...(channel.fid === undefined
      ? {}
      : {
          fid: channel.fid,
          username: channel.username,
          displayName: channel.displayName,
          bio: channel.bio,
          pfpUrl: channel.pfpUrl,
        }),
  }
}

/**
 * `POST /v1/channel/authenticate` (Bearer channel token, `{message, signature, fid, username?, ...}`):
 * the Farcaster app hands in its signed SIWF message. Stored as it is: the claim verifies it.
 */
async function authenticate(
  request: IncomingMessage,
  response: ServerResponse,
  farcaster: FarcasterContext,
  channelToken: string,
) {
  if (!/^application\/json\b/i.test(request.headers['content-type'] ?? ''))
    return json(response, 415, { message: walletMessages.NOT_JSON })
  const body = await readJsonBody(request, response, RELAY_BODY_BYTES, AuthenticateBody)
  if (!body) return
  const signed: ChannelSignature = { ...body, signature: body.signature as `0x${string}` }
  const done = farcaster.channels.complete(channelToken, signed)
  if (done === 'missing') return json(response, 401, { message: farcasterMessages.UNKNOWN_CHANNEL })
  if (done === 'taken') return json(response, 409, { message: farcasterMessages.ALREADY_AUTHENTICATED })
  farcaster.notify(channelToken)
  const channel = farcaster.channels.get(channelToken)
  json(response, 200, channel ? statusOf(farcaster, channelToken, channel) : { state: 'completed' })
}

/**
 * The auth relay's routes, shaped as relay.farcaster.xyz's v1 API, for the Farcaster app (a native
 * app: no Origin, no cookies, no CORS): `POST /v1/channel/authenticate` and `GET /v1/channel/status`,
 * both with `Authorization: Bearer <channelToken>`; an unknown or expired token is 401. Answers false
 * for any other path.
 */
export async function routeFarcasterRelay(
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
  method: string,
  context: WalletContext,
): Promise<boolean> {
  const route = `${method} ${url.pathname}`
  if (route !== 'POST /v1/channel/authenticate' && route !== 'GET /v1/channel/status') return false
  const farcaster = context.farcaster
  if (!farcaster) return false
  response.setHeader('cache-control', 'no-store')
  if (!farcaster.takeRelayBudget(request)) {
    json(response, 429, { message: farcasterMessages.TOO_MANY }, { 'retry-after': '1' })
    return true
  }
  const channelToken = bearerOf(request)
  const channel = channelToken === undefined ? undefined : farcaster.channels.get(channelToken)
  if (channelToken === undefined || !channel) {
    json(response, 401, { message: farcasterMessages.UNKNOWN_CHANNEL })
    return true
  }
  if (method === 'POST') await authenticate(request, response, farcaster, channelToken)
  else json(response, 200, statusOf(farcaster, channelToken, channel))
  return true
}
