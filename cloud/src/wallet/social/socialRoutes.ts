import type { ServerResponse } from 'node:http'
import * as z from 'zod'
import { json } from '../../http/respond.js'
import { clientAddress } from '../../relay/clientAddress.js'
import { htmlPage } from '../htmlPage.js'
import { readJsonBody } from '../readJsonBody.js'
import type { WalletContext, WalletHandler } from '../walletContext.js'
import { socialLoginFailed, walletMessages } from '../walletMessages.js'
import { startSession } from '../walletSession.js'
import { toWalletUser } from '../walletUser.js'
import { codeChallengeOf, isRandomId } from './pkce.js'
import { providerIdentity, SocialLoginError } from './providerIdentity.js'
import { isSocialProviderName, type SocialProviderConfig } from './socialConfig.js'
import type { Redirect, SocialIdentity } from './socialIntentStore.js'

const StartBody = z.strictObject({ provider: z.string().max(32) })
const ClaimBody = z.strictObject({ intent: z.string().max(64), claim: z.string().max(64) })

const configOf = (context: WalletContext, provider: string): SocialProviderConfig | undefined =>
  isSocialProviderName(provider) ? context.social[provider] : undefined
const callbackUrl = (context: WalletContext) => `${context.publicUrl}/social/callback`
const linkNotValid = (response: ServerResponse) =>
  htmlPage(response, 400, 'Sign-in link not valid', walletMessages.SOCIAL_EXPIRED)

/**
 * `POST /api/social/start {provider}` from the frame: a new sign-in. `uri` is for the popup (the host
 * page opens it, so it learns `intent`); `claim` stays in the frame and alone redeems the sign-in.
 */
export const startSocial: WalletHandler = async (request, response, context) => {
  const body = await readJsonBody(request, response, context.limits.bodyBytes, StartBody)
  if (!body) return
  if (!configOf(context, body.provider))
    return json(response, 400, { message: walletMessages.SOCIAL_NOT_CONFIGURED })
  const started = context.socialIntents.start(body.provider, clientAddress(request.socket.remoteAddress))
  if (!started) return json(response, 429, { message: walletMessages.SOCIAL_TOO_MANY })
  const uri = `${context.publicUrl}/social/go?intent=${started.intent}`
  json(response, 200, { uri, ...started })
}

/**
 * `GET /social/go?intent=` in the popup, once: to the provider with a fresh state, nonce and PKCE
 * challenge (S256), none of which the host page ever sees.
 */
export function socialGo(url: URL, response: ServerResponse, context: WalletContext) {
  const intent = url.searchParams.get('intent') ?? ''
  const redirect = isRandomId(intent, 16) ? context.socialIntents.redirect(intent) : undefined
  const config = redirect && configOf(context, redirect.provider)
  if (!redirect || !config) return linkNotValid(response)
  const target = new URL(config.authorizationUrl)
  for (const [name, value] of Object.entries({
    response_type: 'code',
    client_id: config.clientId,
    redirect_uri: callbackUrl(context),
    scope: config.scope,
    state: redirect.state,
    nonce: redirect.nonce,
    code_challenge: codeChallengeOf(redirect.verifier),
    code_challenge_method: 'S256',
  }))
    target.searchParams.set(name, value)
  response.writeHead(302, {
    location: target.href,
    'cache-control': 'no-store',
    'referrer-policy': 'no-referrer',
  })
  response.end()
}

/** The provider's answer on the callback: who signed in, or why not (a text for the user). */
async function identityFrom(
  url: URL,
  flow: Redirect,
  context: WalletContext,
): Promise<SocialIdentity | { message: string }> {
  const error = url.searchParams.get('error')
  if (error === 'access_denied') return { message: walletMessages.SOCIAL_CANCELLED }
  // The provider's own text is not shown: only its error code, and only when it looks like one.
  if (error !== null)
    return { message: socialLoginFailed(/^[a-z_]{1,64}$/.test(error) ? error : 'the provider refused') }
  const code = url.searchParams.get('code')
  const config = configOf(context, flow.provider)
  if (!code || !config) return { message: socialLoginFailed('the provider sent no code') }
  try {
    return await providerIdentity(flow.provider, config, {
      code,
      verifier: flow.verifier,
      nonce: flow.nonce,
      redirectUri: callbackUrl(context),
      now: context.now(),
    })
  } catch (cause) {
    if (cause instanceof SocialLoginError) return { message: socialLoginFailed(cause.message) }
    console.error('[wallet] social login:', (cause as Error).message)
    return { message: socialLoginFailed('the provider did not answer') }
  }
}

/**
 * `GET /social/callback?code&state` (or `error`), once per state: the code is traded for who signed
 * in, kept for the frame's claim. The page posts nothing to its opener (the host page) and closes.
 */
export async function socialCallback(url: URL, response: ServerResponse, context: WalletContext) {
  const state = url.searchParams.get('state') ?? ''
  const flow = isRandomId(state, 32) ? context.socialIntents.exchange(state) : undefined
  if (!flow) return linkNotValid(response)
  const outcome = await identityFrom(url, flow, context)
  if ('message' in outcome) {
    context.socialIntents.fail(flow.intent, outcome.message)
    return htmlPage(response, 400, 'Sign-in failed', outcome.message)
  }
  context.socialIntents.complete(flow.intent, outcome)
  htmlPage(response, 200, 'Signed in', 'Signed in — you can close this window.', 'window.close()')
}

/**
 * `POST /api/social/claim {intent, claim}`, polled by the frame: waits up to `socialClaimWaitMs`
 * for the popup, then answers pending; a finished sign-in starts the session (the user created on
 * first login) and answers the user, once. A wrong claim secret is refused without consuming it.
 */
export const claimSocial: WalletHandler = async (request, response, context) => {
  const body = await readJsonBody(request, response, context.limits.bodyBytes, ClaimBody)
  if (!body) return
  const gone = new AbortController()
  response.once('close', () => gone.abort())
  const deadline = performance.now() + context.limits.socialClaimWaitMs
  let result = context.socialIntents.claim(body.intent, body.claim)
  while (result.status === 'pending' && !gone.signal.aborted && performance.now() < deadline) {
    await context.socialIntents.changed(body.intent, deadline - performance.now(), gone.signal)
    result = context.socialIntents.claim(body.intent, body.claim)
  }
  if (result.status === 'pending' && gone.signal.aborted) return
  switch (result.status) {
    case 'pending':
      return json(response, 200, { status: 'pending' })
    case 'forbidden':
      return json(response, 403, { message: walletMessages.SOCIAL_WRONG_CLAIM })
    case 'missing':
      return json(response, 400, { message: walletMessages.SOCIAL_EXPIRED })
    case 'failed':
      return json(response, 400, { message: result.message })
  }
  const user = context.users.findOrCreateByIdentity(result.identity)
  startSession(response, context, user.id, result.identity.provider)
  json(response, 200, toWalletUser(user, context.chainId))
}
