import { clientAddress } from '@airlock/node-kit'
import * as z from 'zod'
import { clientOf } from '../../http/clientOf.js'
import { headerOf, json } from '../../http/respond.js'
import { flowIdOf } from '../browserIds.js'
import { cookieNames, cookieOf } from '../cookies.js'
import { readJsonBody } from '../readJsonBody.js'
import type { WalletContext, WalletHandler } from '../walletContext.js'
import { walletMessages } from '../walletMessages.js'
import { startSession } from '../walletSession.js'
import { walletUserOn } from '../walletUserOn.js'
import { newNonce } from './farcasterChannels.js'
import type { FarcasterContext } from './farcasterContext.js'
import { farcasterMessages } from './farcasterMessages.js'
import type { RelayChannel } from './relayClient.js'
import { verifySiwf } from './verifySiwf.js'

// The public relay's channel tokens are 8 characters, ours 43: any relay's within reason.
const ClaimBody = z.strictObject({
  channelToken: z.string().regex(/^[A-Za-z0-9_-]{8,128}$/),
  claim: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
})

/** The Farcaster context, or undefined after answering 404 (the service runs without SIWF). */
function farcasterOf(response: Parameters<WalletHandler>[1], context: WalletContext) {
  if (!context.farcaster) json(response, 404, { message: walletMessages.NOT_FOUND })
  return context.farcaster
}

/** Logs a relay's failure and answers 502: the sign-in cannot go on without it. */
function relayDown(response: Parameters<WalletHandler>[1], error: unknown) {
  console.error('[wallet] farcaster relay:', (error as Error).message)
  json(response, 502, { message: farcasterMessages.RELAY_DOWN })
}

/**
 * `POST /api/farcaster/start`: a new channel on the configured relay (ours or Farcaster's), asking
 * for a SIWF message of our domain and uri with a nonce of ours. `url` is the SIWF deep link (the
 * QR code) for the Farcaster app; `claim` is this frame's secret for `/api/farcaster/claim`, answered
 * only here, and good only with the flow cookie set here. Who asked (address, user agent) is passed
 * to the relay, so the Farcaster app can show it.
 */
export const startFarcaster: WalletHandler = async (request, response, context) => {
  const farcaster = farcasterOf(response, context)
  if (!farcaster) return
  const nonce = newNonce()
  let channel: RelayChannel
  try {
    channel = await farcaster.relay.createChannel({
      siweUri: farcaster.siweUri,
      domain: farcaster.domain,
      nonce,
      // The app signs with the fid's custody key, the one verifySiwf checks against the registry.
      acceptAuthAddress: false,
      requester: {
        ip: clientAddress(clientOf(request)),
        userAgent: (headerOf(request, 'user-agent') ?? '').slice(0, 256),
      },
    })
    if (channel.nonce !== nonce) throw new Error('the relay changed the nonce')
  } catch (error) {
    return relayDown(response, error)
  }
  const { claim } = await farcaster.channels.open(flowIdOf(request, response), channel)
  json(response, 200, { url: channel.url, channelToken: channel.channelToken, nonce, claim })
}

const gone = (response: Parameters<WalletHandler>[1]) =>
  json(response, 400, { message: farcasterMessages.CHANNEL_GONE })

/**
 * Asks the relay, every `relayPollMs` (or as soon as our own relay is signed), until the app has
 * signed (the signature is then kept here: the relay answers it once), `claimWaitMs` has passed or
 * the frame has gone. Throws when the relay fails.
 */
async function awaitSignature(
  farcaster: FarcasterContext,
  response: Parameters<WalletHandler>[1],
  channelToken: string,
): Promise<'pending' | 'signed' | 'gone'> {
  const deadline = Date.now() + farcaster.claimWaitMs
  const closed = new AbortController()
  const abort = () => closed.abort()
  response.once('close', abort)
  try {
    for (;;) {
      if ((await farcaster.channels.get(channelToken))?.state !== 'pending') return 'signed'
      const status = await farcaster.relay.status(channelToken)
      if (status.state === 'completed') {
        await farcaster.channels.complete(channelToken, status.signed)
        return 'signed'
      }
      // Another claim of the same frame may have read the signature just before.
      if (status.state === 'gone')
        return (await farcaster.channels.get(channelToken))?.state === 'pending' ? 'gone' : 'signed'
      const left = deadline - Date.now()
      if (left <= 0 || closed.signal.aborted) return 'pending'
      await farcaster.waitFor(channelToken, Math.min(left, farcaster.relayPollMs), closed.signal)
    }
  } finally {
    response.off('close', abort)
  }
}

/**
 * `POST /api/farcaster/claim {channelToken, claim}` with the flow cookie of the partition that
 * started it, long-polled by the frame: `{status: 'pending'}`
 * until the Farcaster app has signed on the relay; then the SIWF message is verified (verifySiwf: our domain and
 * uri, the channel's nonce, the fid's custody on chain) and the fid's user is signed in (session
 * cookie, WalletUser). A channel is claimed once, verified or not.
 */
export const claimFarcaster: WalletHandler = async (request, response, context) => {
  const farcaster = farcasterOf(response, context)
  if (!farcaster) return
  const body = await readJsonBody(request, response, context.limits.bodyBytes, ClaimBody)
  if (!body) return
  const { channelToken } = body
  const check = await farcaster.channels.checkClaim(
    channelToken,
    body.claim,
    cookieOf(request, cookieNames.flow),
  )
  if (check === 'missing') return gone(response)
  if (check === 'wrong') return json(response, 403, { message: farcasterMessages.WRONG_CLAIM })
  if (check === 'exhausted') return json(response, 403, { message: farcasterMessages.CLAIM_EXHAUSTED })
  let relayed: Awaited<ReturnType<typeof awaitSignature>>
  try {
    relayed = await awaitSignature(farcaster, response, channelToken)
  } catch (error) {
    return relayDown(response, error)
  }
  if (relayed === 'gone') return gone(response)
  if (relayed === 'pending') {
    if (!response.writableEnded && !response.destroyed) json(response, 200, { status: 'pending' })
    return
  }
  const channel = await farcaster.channels.get(channelToken)
  if (
    !channel ||
    channel.fid === undefined ||
    channel.message === undefined ||
    channel.signature === undefined
  )
    return gone(response)
  if (!(await farcaster.channels.take(channelToken))) return gone(response)
  const { fid, message, signature, username } = channel
  let result: Awaited<ReturnType<typeof verifySiwf>>
  try {
    result = await verifySiwf({
      client: farcaster.client,
      registry: farcaster.registry,
      signed: { fid, message, signature },
      domain: farcaster.domain,
      uri: farcaster.siweUri,
      nonce: channel.nonce,
      now: context.now(),
    })
  } catch (error) {
    console.error('[wallet] farcaster custody not read:', (error as Error).message)
    await farcaster.channels.release(channelToken)
    return json(response, 502, { message: walletMessages.CHAIN_NODE_DOWN })
  }
  if (!result.ok) {
    await farcaster.channels.fail(channelToken)
    return json(response, 401, { message: farcasterMessages.NOT_VERIFIED, reason: result.reason })
  }
  const user = await context.users.findOrCreateByIdentity({
    provider: 'farcaster',
    subject: String(fid),
    ...(username === undefined ? {} : { username }),
  })
  await startSession(response, context, user.id, 'farcaster')
  json(response, 200, await walletUserOn(context, user))
}
