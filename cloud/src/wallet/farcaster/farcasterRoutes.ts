import * as z from 'zod'
import { headerOf, json } from '../../http/respond.js'
import { clientAddress } from '../../relay/clientAddress.js'
import { flowIdOf } from '../browserIds.js'
import { cookieNames, cookieOf } from '../cookies.js'
import { readJsonBody } from '../readJsonBody.js'
import type { WalletContext, WalletHandler } from '../walletContext.js'
import { walletMessages } from '../walletMessages.js'
import { startSession } from '../walletSession.js'
import { toWalletUser } from '../walletUser.js'
import type { FarcasterContext } from './farcasterContext.js'
import { farcasterMessages } from './farcasterMessages.js'
import { verifySiwf } from './verifySiwf.js'

const token = z.string().regex(/^[A-Za-z0-9_-]{43}$/)
const ClaimBody = z.strictObject({ channelToken: token, claim: token })

/** The Farcaster context, or undefined after answering 404 (the service runs without SIWF). */
function farcasterOf(response: Parameters<WalletHandler>[1], context: WalletContext) {
  if (!context.farcaster) json(response, 404, { message: walletMessages.NOT_FOUND })
  return context.farcaster
}

/**
 * `POST /api/farcaster/start`: a new relay channel. `url` is the SIWF deep link (the QR code) for
 * the Farcaster app; `claim` is this frame's secret for `/api/farcaster/claim`, answered only here,
 * and good only with the flow cookie set here. Who asked (address, user agent) is kept for the
 * relay's status, so the Farcaster app can show it.
 */
export const startFarcaster: WalletHandler = (request, response, context) => {
  const farcaster = farcasterOf(response, context)
  if (!farcaster) return
  const { channelToken, nonce, claim } = farcaster.channels.open(flowIdOf(request, response), {
    ip: clientAddress(request.socket.remoteAddress),
    userAgent: (headerOf(request, 'user-agent') ?? '').slice(0, 256),
  })
  json(response, 200, { url: farcaster.urlOf(channelToken), channelToken, nonce, claim })
}

const gone = (response: Parameters<WalletHandler>[1]) =>
  json(response, 400, { message: farcasterMessages.CHANNEL_GONE })

/**
 * Waits up to `claimWaitMs` for the app to sign while the channel is pending (a long poll); true
 * when the channel is still pending after it.
 */
async function stillPending(
  farcaster: FarcasterContext,
  response: Parameters<WalletHandler>[1],
  channelToken: string,
) {
  if (farcaster.channels.get(channelToken)?.state !== 'pending') return false
  const closed = new AbortController()
  const abort = () => closed.abort()
  response.once('close', abort)
  await farcaster.waitFor(channelToken, farcaster.claimWaitMs, closed.signal)
  response.off('close', abort)
  return farcaster.channels.get(channelToken)?.state === 'pending'
}

/**
 * `POST /api/farcaster/claim {channelToken, claim}` with the flow cookie of the partition that
 * started it, long-polled by the frame: `{status: 'pending'}`
 * until the Farcaster app has signed; then the SIWF message is verified (verifySiwf: our domain and
 * uri, the channel's nonce, the fid's custody on chain) and the fid's user is signed in (session
 * cookie, WalletUser). A channel is claimed once, verified or not.
 */
export const claimFarcaster: WalletHandler = async (request, response, context) => {
  const farcaster = farcasterOf(response, context)
  if (!farcaster) return
  const body = await readJsonBody(request, response, context.limits.bodyBytes, ClaimBody)
  if (!body) return
  const { channelToken } = body
  const check = farcaster.channels.checkClaim(channelToken, body.claim, cookieOf(request, cookieNames.flow))
  if (check === 'missing') return gone(response)
  if (check === 'wrong') return json(response, 403, { message: farcasterMessages.WRONG_CLAIM })
  if (check === 'exhausted') return json(response, 403, { message: farcasterMessages.CLAIM_EXHAUSTED })
  if (await stillPending(farcaster, response, channelToken)) {
    if (!response.writableEnded && !response.destroyed) json(response, 200, { status: 'pending' })
    return
  }
  const channel = farcaster.channels.get(channelToken)
  if (
    !channel ||
    channel.fid === undefined ||
    channel.message === undefined ||
    channel.signature === undefined
  )
    return gone(response)
  if (!farcaster.channels.take(channelToken)) return gone(response)
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
    farcaster.channels.release(channelToken)
    return json(response, 502, { message: walletMessages.CHAIN_NODE_DOWN })
  }
  if (!result.ok) {
    farcaster.channels.fail(channelToken)
    return json(response, 401, { message: farcasterMessages.NOT_VERIFIED, reason: result.reason })
  }
  const user = context.users.findOrCreateByIdentity({
    provider: 'farcaster',
    subject: String(fid),
    ...(username === undefined ? {} : { username }),
  })
  startSession(response, context, user.id, 'farcaster')
  json(response, 200, toWalletUser(user, context.chainId))
}
