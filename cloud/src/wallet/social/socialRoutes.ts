import type { IncomingMessage, ServerResponse } from 'node:http'
import { clientAddress, readBody } from '@airlock/node-kit'
import { SOCIAL_HANDOFF_PARAMETER } from '@airlock/shared-protocol/constants'
import * as z from 'zod'
import { clientOf } from '../../http/clientOf.js'
import { json } from '../../http/respond.js'
import { flowIdOf, socialBrowserIdOf } from '../browserIds.js'
import { clearCookie, cookieNames, cookieOf, setCookie } from '../cookies.js'
import { htmlPage } from '../htmlPage.js'
import { readJsonBody } from '../readJsonBody.js'
import type { WalletContext, WalletHandler } from '../walletContext.js'
import { socialLoginFailed, walletMessages } from '../walletMessages.js'
import { addCookie, startSession } from '../walletSession.js'
import { walletUserOn } from '../walletUserOn.js'
import { callbackScript, type PostedAnswer } from './callbackPage.js'
import { codeChallengeOf, isRandomId } from './pkce.js'
import { providerIdentity, SocialLoginError } from './providerIdentity.js'
import type { SocialAdapter } from './socialAdapter.js'
import { adapterOf } from './socialAdapters.js'
import { isSocialProviderName, type SocialProviderConfig } from './socialConfig.js'
import type { ClaimResult, Redirect, SocialIdentity } from './socialIntentStore.js'
import { socialMessages } from './socialMessages.js'
import { telegramIdentity } from './telegramIdentity.js'
import { telegramLoginUrl } from './telegramLoginUrl.js'

const StartBody = z.strictObject({
  provider: z.string().max(32),
  // A sign-in that leaves its page instead of opening a popup (Telegram's in-app browser): that page.
  returnUrl: z
    .url({ protocol: /^https?$/, normalize: true })
    .max(2048)
    .optional(),
})
const ClaimBody = z.strictObject({ intent: z.string().max(64), claim: z.string().max(64) })
// What the page's URL brought back: a handoff, or 'failed' when the sign-in did not finish.
const ReturnedBody = z.strictObject({ handoff: z.string().regex(/^[\w-]{1,64}$/) })
/** The left sign-in's cookie: `<intent>.<claim>`. */
const leftPattern = /^[\w-]{22}\.[\w-]{43}$/
// Providers' codes run from a few dozen characters to a few hundred.
const FinishBody = z.strictObject({
  state: z.string().max(64),
  // A code, or Telegram's signed result (base64 JSON; telegramLogin.ts caps it at the same size).
  code: z.string().min(1).max(2048),
  proof: z.string().max(64).optional(),
  // Apple's `user` form field (its first sign-in): a name and an email, as JSON.
  user: z.string().max(1024).optional(),
})
const PostedFields = z.object({
  state: z.string(),
  code: z.string().min(1).max(2048).optional(),
  user: z.string().max(1024).optional(),
})

const configOf = (context: WalletContext, provider: string): SocialProviderConfig | undefined =>
  isSocialProviderName(provider) ? context.social[provider] : undefined
const callbackUrl = (context: WalletContext) => `${context.publicUrl}/social/callback`
const isTelegram = (config: SocialProviderConfig | undefined) => config?.protocol === 'telegram'
const linkNotValid = (response: ServerResponse) =>
  htmlPage(response, 400, 'Sign-in link not valid', walletMessages.SOCIAL_EXPIRED)

const otherBrowser = (response: ServerResponse) =>
  htmlPage(response, 400, socialMessages.OTHER_BROWSER_TITLE, socialMessages.OTHER_BROWSER)
const browserOf = (request: IncomingMessage) => cookieOf(request, cookieNames.socialBrowser)

/**
 * `POST /api/social/start {provider}` from the frame: a new sign-in. `uri` is for the popup (the host
 * page opens it, so it learns `intent`); `claim` and `proof` stay in the frame: the claim secret
 * redeems the sign-in (with the flow cookie set here), the proof is for the callback page alone.
 */
export const startSocial: WalletHandler = async (request, response, context) => {
  const body = await readJsonBody(request, response, context.limits.bodyBytes, StartBody)
  if (!body) return
  if (!configOf(context, body.provider))
    return json(response, 400, { message: walletMessages.SOCIAL_NOT_CONFIGURED })
  const client = clientAddress(clientOf(request))
  const started = await context.socialIntents.start(
    body.provider,
    client,
    flowIdOf(request, response),
    body.returnUrl,
  )
  if (!started) return json(response, 429, { message: walletMessages.SOCIAL_TOO_MANY })
  const uri = new URL(`${context.publicUrl}/social/go`)
  uri.searchParams.set('intent', started.intent)
  // Spec section 4: Telegram's login is started with a result_uri, where its result is delivered.
  if (isTelegram(configOf(context, body.provider))) uri.searchParams.set('result_uri', callbackUrl(context))
  if (body.returnUrl === undefined) return json(response, 200, { uri: uri.href, ...started })
  // The frame is gone while the page is away, and its storage is blocked where it is a third party:
  // the claim waits in a cookie of its partition (HttpOnly), which only the frame's origin may spend.
  const left = `${started.intent}.${started.claim}`
  addCookie(response, setCookie(cookieNames.left, left, context.limits.socialIntentTtlMs))
  json(response, 200, { uri: uri.href, intent: started.intent })
}

/**
 * `GET /social/go?intent=` in the popup, once: to the provider with a fresh state, nonce and PKCE
 * challenge (S256), none of which the host page ever sees, and this browser's first-party id cookie,
 * which the provider's redirect back must bring.
 */
export async function socialGo(
  url: URL,
  response: ServerResponse,
  context: WalletContext,
  request: IncomingMessage,
) {
  const intent = url.searchParams.get('intent') ?? ''
  // Only our own callback (no open redirect), checked before the intent's one trip is spent.
  const resultUri = url.searchParams.get('result_uri')
  if (resultUri !== null && resultUri !== callbackUrl(context)) return linkNotValid(response)
  const redirect = isRandomId(intent, 16)
    ? await context.socialIntents.redirect(
        intent,
        socialBrowserIdOf(request, response),
        refererOrigin(request),
      )
    : undefined
  if (redirect === 'wrong-page')
    return htmlPage(response, 400, 'Sign-in link not valid', walletMessages.SOCIAL_WRONG_PAGE)
  const config = redirect && configOf(context, redirect.provider)
  if (!redirect || !config) return linkNotValid(response)
  const adapter = adapterOf(config)
  const target = adapter
    ? oauthUrl(config, adapter, redirect, callbackUrl(context))
    : telegramLoginUrl(config, callbackUrl(context), redirect.state)
  response.writeHead(302, {
    location: target.href,
    'cache-control': 'no-store',
    'referrer-policy': 'no-referrer',
  })
  response.end()
}

/** The OAuth authorization request: our state, nonce (OpenID) and PKCE challenge (S256). */
function oauthUrl(
  config: SocialProviderConfig,
  adapter: SocialAdapter,
  redirect: Redirect,
  callback: string,
) {
  const target = new URL(config.authorizationUrl)
  for (const [name, value] of Object.entries({
    response_type: 'code',
    client_id: config.clientId,
    redirect_uri: callback,
    scope: config.scope,
    state: redirect.state,
    // Only an ID token carries it back; a plain OAuth server would ignore it (or put it in a token we do not ask for).
    ...(adapter.idToken ? { nonce: redirect.nonce } : {}),
    code_challenge: codeChallengeOf(redirect.verifier),
    code_challenge_method: 'S256',
    ...adapter.authorizationParams,
  }))
    target.searchParams.set(name, value)
  return target
}

/** Why the provider sent the visitor back without a code (a text for the user), or undefined. */
function providerRefusal(answer: URLSearchParams): string | undefined {
  const error = answer.get('error')
  // Apple names the cancel its own way.
  if (error === 'access_denied' || error === 'user_cancelled_authorize')
    return walletMessages.SOCIAL_CANCELLED
  // The provider's own text is not shown: only its error code, and only when it looks like one.
  if (error !== null) return socialLoginFailed(/^[a-z_]{1,64}$/.test(error) ? error : 'the provider refused')
  if (!answer.get('code')) return socialLoginFailed('the provider sent no code')
  return undefined
}

/** Who signed in, from the code (PKCE), or why not (a text for the user). */
async function identityFrom(
  code: string,
  flow: Redirect,
  context: WalletContext,
  formUser: string | undefined,
): Promise<SocialIdentity | { message: string }> {
  const config = configOf(context, flow.provider)
  if (!config) return { message: socialLoginFailed('the provider is no longer configured') }
  try {
    if (isTelegram(config))
      return await telegramIdentity(code, config, context.now(), context.telegramReplays)
    return await providerIdentity(flow.provider, config, {
      code,
      state: flow.state,
      verifier: flow.verifier,
      nonce: flow.nonce,
      redirectUri: callbackUrl(context),
      now: context.now(),
      ...(formUser === undefined ? {} : { formUser }),
    })
  } catch (cause) {
    if (cause instanceof SocialLoginError) return { message: socialLoginFailed(cause.message) }
    console.error('[wallet] social login:', (cause as Error).message)
    return { message: socialLoginFailed('the provider did not answer') }
  }
}

/**
 * `GET /social/callback?code&state` (or `error`), once per state. Back in another browser than the
 * one `/social/go` sent to the provider (no id cookie, or another one), the sign-in fails at once and
 * nothing is exchanged. Else the page asks its opener's wallet frame for the proof and finishes
 * (callbackPage.ts); it posts nothing to its opener (the host page).
 */
export async function socialCallback(
  url: URL,
  response: ServerResponse,
  context: WalletContext,
  request: IncomingMessage,
) {
  const state = url.searchParams.get('state') ?? ''
  const back = isRandomId(state, 32)
    ? await context.socialIntents.returned(state, browserOf(request))
    : undefined
  if (!back) return linkNotValid(response)
  if (back === 'other-browser') return otherBrowser(response)
  // Telegram's result is in the URL's fragment, which only the page reads (and the finish checks).
  const refusal = isTelegram(configOf(context, back.provider)) ? undefined : providerRefusal(url.searchParams)
  if (refusal !== undefined) {
    await context.socialIntents.fail(back.intent, refusal)
    // Back to the page that left: its frame's claim learns why.
    if (back.returnUrl !== undefined) return goBack(response, back.returnUrl)
    return htmlPage(response, 400, 'Sign-in failed', refusal)
  }
  htmlPage(response, 200, 'Signing in', socialMessages.FINISHING, callbackScript(back.intent))
}

/** The origin of the page a navigation came from, as the browser said it (never a field of the caller). */
function refererOrigin(request: IncomingMessage): string | undefined {
  try {
    return new URL(request.headers.referer ?? '').origin
  } catch {
    return undefined
  }
}

/** Where the callback page sends a sign-in that left its page, with the handoff when it succeeded. */
function returnTo(returnUrl: string, handoff?: string): string {
  const url = new URL(returnUrl)
  url.searchParams.set(SOCIAL_HANDOFF_PARAMETER, handoff ?? 'failed')
  return url.href
}

const goBack = (response: ServerResponse, returnUrl: string) => {
  response.writeHead(303, {
    location: returnTo(returnUrl),
    'cache-control': 'no-store',
    'referrer-policy': 'no-referrer',
  })
  response.end()
}

/** Whether `origin` is the site of the provider's pages (the browser sets it on their form's POST). */
const fromProvider = (config: SocialProviderConfig, origin: string | undefined) =>
  origin !== undefined && origin === new URL(config.authorizationUrl).origin

/**
 * `POST /social/callback` (a `form_post` answer: Apple's), once per state. Only for a provider
 * that answers so, and only from its pages (the browser-set Origin): any other sender changes
 * nothing. The POST is cross-site, so it brings no SameSite=Lax cookie: the browser and the proof
 * are checked at the finish, which the page (the answer's fields in its script) asks as the GET
 * callback page does.
 */
export async function socialFormCallback(
  _url: URL,
  response: ServerResponse,
  context: WalletContext,
  request: IncomingMessage,
) {
  if (!/^application\/x-www-form-urlencoded\b/i.test(request.headers['content-type'] ?? ''))
    return linkNotValid(response)
  const body = await readBody(request, context.limits.bodyBytes)
  if (body === undefined) return htmlPage(response, 413, 'Sign-in failed', walletMessages.TOO_LARGE)
  const answer = new URLSearchParams(body)
  const fields = PostedFields.safeParse(Object.fromEntries(answer))
  const state = fields.success ? fields.data.state : ''
  const provider = isRandomId(state, 32) ? await context.socialIntents.providerOf(state) : undefined
  const config = provider === undefined ? undefined : configOf(context, provider)
  if (
    !fields.success ||
    !config ||
    adapterOf(config)?.authorizationParams?.response_mode !== 'form_post' ||
    !fromProvider(config, request.headers.origin)
  )
    return linkNotValid(response)
  const back = await context.socialIntents.returnedByForm(state)
  if (!back) return linkNotValid(response)
  const refusal = providerRefusal(answer)
  if (refusal !== undefined) {
    await context.socialIntents.fail(back.intent, refusal)
    return htmlPage(response, 400, 'Sign-in failed', refusal)
  }
  const { code = '', user } = fields.data
  const posted: PostedAnswer = { state, code, ...(user === undefined ? {} : { user }) }
  htmlPage(response, 200, 'Signing in', socialMessages.FINISHING, callbackScript(back.intent, posted))
}

/**
 * `POST /api/social/finish {state, code, proof}` from the callback page, once per state: the same
 * browser (its id cookie) and the proof of the frame that started the sign-in, or it fails with
 * nothing exchanged; then the code is traded for who signed in, kept for the frame's claim. Answers
 * the page's title and text.
 */
export const finishSocial: WalletHandler = async (request, response, context) => {
  const body = await readJsonBody(request, response, context.limits.bodyBytes, FinishBody)
  if (!body) return
  const flow = isRandomId(body.state, 32)
    ? await context.socialIntents.exchange(body.state, browserOf(request), body.proof)
    : undefined
  if (!flow)
    return json(response, 400, { title: 'Sign-in link not valid', message: walletMessages.SOCIAL_EXPIRED })
  if (flow === 'other-browser')
    return json(response, 403, {
      title: socialMessages.OTHER_BROWSER_TITLE,
      message: socialMessages.OTHER_BROWSER,
    })
  const outcome = await identityFrom(body.code, flow, context, body.user)
  // A sign-in that left its page goes back there either way: its frame's claim learns the outcome.
  const back = (handoff?: string) =>
    flow.returnUrl === undefined ? {} : { returnTo: returnTo(flow.returnUrl, handoff) }
  if ('message' in outcome) {
    await context.socialIntents.fail(flow.intent, outcome.message)
    return json(response, 400, { title: 'Sign-in failed', message: outcome.message, ...back() })
  }
  const handoff = await context.socialIntents.complete(flow.intent, outcome)
  json(response, 200, {
    title: 'Signed in',
    message: flow.returnUrl === undefined ? socialMessages.SIGNED_IN : socialMessages.RETURNING,
    ...back(handoff),
  })
}

/**
 * `POST /api/social/returned {handoff}` from the frame, once the page a sign-in left is back: the
 * claim of the sign-in its partition's cookie names, with the handoff the page's URL brought (none
 * when it says 'failed': a failure is told without one). The cookie goes once the outcome is final.
 */
export const returnedSocial: WalletHandler = async (request, response, context) => {
  const body = await readJsonBody(request, response, context.limits.bodyBytes, ReturnedBody)
  if (!body) return
  const [intent = '', claim = ''] = (cookieOf(request, cookieNames.left, leftPattern) ?? '').split('.')
  if (!intent) return json(response, 400, { message: walletMessages.SOCIAL_EXPIRED })
  const handoff = body.handoff === 'failed' ? undefined : body.handoff
  const result = await context.socialIntents.claim(
    intent,
    claim,
    cookieOf(request, cookieNames.flow),
    handoff,
  )
  if (result.status !== 'pending' && result.status !== 'forbidden')
    addCookie(response, clearCookie(cookieNames.left))
  return answerClaim(response, context, result)
}

/**
 * `POST /api/social/claim {intent, claim}`, polled by the frame: waits up to `socialClaimWaitMs`
 * for the popup, then answers pending; a finished sign-in starts the session (the user created on
 * first login) and answers the user, once. A wrong claim secret, or a claim without the flow cookie
 * of the partition that started it, is refused without consuming it (and counted).
 */
export const claimSocial: WalletHandler = async (request, response, context) => {
  const body = await readJsonBody(request, response, context.limits.bodyBytes, ClaimBody)
  if (!body) return
  const gone = new AbortController()
  response.once('close', () => gone.abort())
  const deadline = performance.now() + context.limits.socialClaimWaitMs
  const flow = cookieOf(request, cookieNames.flow)
  const claim = () => context.socialIntents.claim(body.intent, body.claim, flow)
  let result = await claim()
  while (result.status === 'pending' && !gone.signal.aborted && performance.now() < deadline) {
    await context.socialIntents.changed(body.intent, deadline - performance.now(), gone.signal)
    result = await claim()
  }
  if (result.status === 'pending' && gone.signal.aborted) return
  return answerClaim(response, context, result)
}

/** A claim's answer: still pending, refused, failed, or the user (the session started). */
async function answerClaim(response: ServerResponse, context: WalletContext, result: ClaimResult) {
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
  const user = await context.users.findOrCreateByIdentity(result.identity)
  await startSession(response, context, user.id, result.identity.provider)
  json(response, 200, await walletUserOn(context, user))
}
