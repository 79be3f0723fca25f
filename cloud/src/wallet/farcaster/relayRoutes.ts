import { randomBytes } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { clientAddress } from '@airlock/node-kit'
import * as z from 'zod'
import { clientOf } from '../../http/clientOf.js'
import { headerOf, json } from '../../http/respond.js'
import { readJsonBody } from '../readJsonBody.js'
import type { WalletContext } from '../walletContext.js'
import { walletMessages } from '../walletMessages.js'
import type { ChannelRequester, ChannelSignature } from './farcasterChannels.js'
import type { FarcasterContext } from './farcasterContext.js'
import { farcasterMessages } from './farcasterMessages.js'
import type { RelayChannelRecord } from './relayChannels.js'

const relayRoutes = new Set(['POST /v1/channel', 'POST /v1/channel/authenticate', 'GET /v1/channel/status'])

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

const CreateChannelBody = z.strictObject({
  siweUri: z.url({ protocol: /^https?$/ }).max(2048),
  domain: z
    .string()
    .regex(/^[a-zA-Z0-9.-]+(:[0-9]+)?$/)
    .max(253),
  nonce: z
    .string()
    .regex(/^[A-Za-z0-9]{8,128}$/)
    .optional(),
  notBefore: z.iso.datetime({ offset: true }).optional(),
  expirationTime: z.iso.datetime({ offset: true }).optional(),
  requestId: z.string().max(256).optional(),
  redirectUrl: z.string().max(2048).optional(),
  acceptAuthAddress: z.boolean().optional(),
})

/**
 * Who opened the channel, for the Farcaster app to show. This wallet service, asking for a browser,
 * names it with `X-Forwarded-For`; any other caller is its own address.
 */
function requesterOf(request: IncomingMessage, farcaster: FarcasterContext): ChannelRequester {
  const forwarded = headerOf(request, 'x-forwarded-for')?.split(',')[0]?.trim()
  return {
    ip: farcaster.isOwnCall(request) && forwarded ? forwarded.slice(0, 64) : clientAddress(clientOf(request)),
    userAgent: (headerOf(request, 'user-agent') ?? 'Unknown').slice(0, 256),
  }
}

/** `POST /v1/channel`: a new channel for an app (the wallet service, or any), 201 with its token and link. */
async function createChannel(
  request: IncomingMessage,
  response: ServerResponse,
  farcaster: FarcasterContext,
) {
  if (!/^application\/json\b/i.test(request.headers['content-type'] ?? ''))
    return json(response, 415, { message: walletMessages.NOT_JSON })
  const body = await readJsonBody(request, response, RELAY_BODY_BYTES, CreateChannelBody)
  if (!body) return
  const { acceptAuthAddress, ...params } = body
  const nonce = params.nonce ?? randomBytes(12).toString('hex')
  const channelToken = await farcaster.relayChannels.open({
    signatureParams: { ...params, nonce },
    acceptAuthAddress: acceptAuthAddress ?? true,
    metadata: requesterOf(request, farcaster),
  })
  const url = farcaster.urlOf(channelToken)
  json(response, 201, { channelToken, url, connectUri: url, nonce })
}

/** The relay's view of a channel, as Farcaster's relay shows it: the request, and who signed once done. */
function statusOf(channel: RelayChannelRecord) {
  return { ...channel, nonce: channel.signatureParams.nonce }
}

/**
 * `POST /v1/channel/authenticate` (Bearer channel token, `{message, signature, fid, username?, ...}`):
 * the Farcaster app hands in its signed SIWF message, with `X-Farcaster-Auth-Relay-Key` when a relay
 * key is set. Stored as it is: the claim verifies it.
 */
async function authenticate(
  request: IncomingMessage,
  response: ServerResponse,
  farcaster: FarcasterContext,
  channelToken: string,
) {
  // As Farcaster's relay: with a key set, only the app that holds it hands in signatures.
  if (!farcaster.isRelayApp(headerOf(request, 'x-farcaster-auth-relay-key')))
    return json(response, 401, { message: farcasterMessages.UNAUTHORIZED_APP })
  if (!/^application\/json\b/i.test(request.headers['content-type'] ?? ''))
    return json(response, 415, { message: walletMessages.NOT_JSON })
  const body = await readJsonBody(request, response, RELAY_BODY_BYTES, AuthenticateBody)
  if (!body) return
  const signed: ChannelSignature = { ...body, signature: body.signature as `0x${string}` }
  const done = await farcaster.relayChannels.complete(channelToken, signed)
  if (done === 'missing') return json(response, 401, { message: farcasterMessages.UNKNOWN_CHANNEL })
  if (done === 'taken') return json(response, 409, { message: farcasterMessages.ALREADY_AUTHENTICATED })
  farcaster.notify(channelToken)
  const channel = await farcaster.relayChannels.get(channelToken)
  json(response, 201, channel ? statusOf(channel) : { state: 'completed' })
}

/**
 * A Farcaster Auth relay, speaking relay.farcaster.xyz's v1 API so that the Farcaster app (a native
 * app: no Origin, no cookies, no CORS) and any app client reach it alike: `POST /v1/channel` (201),
 * `GET /v1/channel/status` (202 pending, 200 signed, and then forgotten) and
 * `POST /v1/channel/authenticate` (201), the last two with `Authorization: Bearer <channelToken>`; an
 * unknown or expired token is 401. Answers false for any other path.
 */
export async function routeFarcasterRelay(
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
  method: string,
  context: WalletContext,
): Promise<boolean> {
  const route = `${method} ${url.pathname}`
  if (!relayRoutes.has(route)) return false
  const farcaster = context.farcaster
  if (!farcaster) return false
  response.setHeader('cache-control', 'no-store')
  if (!(await farcaster.takeRelayBudget(request))) {
    json(response, 429, { message: farcasterMessages.TOO_MANY }, { 'retry-after': '1' })
    return true
  }
  if (route === 'POST /v1/channel') {
    await createChannel(request, response, farcaster)
    return true
  }
  const channelToken = bearerOf(request)
  const channel = channelToken === undefined ? undefined : await farcaster.relayChannels.get(channelToken)
  if (channelToken === undefined || !channel) {
    json(response, 401, { message: farcasterMessages.UNKNOWN_CHANNEL })
    return true
  }
  if (method === 'POST') await authenticate(request, response, farcaster, channelToken)
  else if (channel.state === 'pending') json(response, 202, statusOf(channel))
  else {
    // Read once, as Farcaster's relay does: the signature goes to the one app that asked.
    await farcaster.relayChannels.close(channelToken)
    json(response, 200, statusOf(channel))
  }
  return true
}
