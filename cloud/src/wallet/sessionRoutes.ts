import { json } from '../http/respond.js'
import { clearCookie, cookieNames, cookieOf } from './cookies.js'
import type { WalletHandler } from './walletContext.js'
import { walletMessages } from './walletMessages.js'
import { addCookie, sessionUser } from './walletSession.js'
import { walletUserOn } from './walletUserOn.js'

/** `GET /api/user[?chainId=N]`: the signed-in user on that chain (the service's by default), or 401. */
export const getUser: WalletHandler = async (request, response, context) => {
  const raw = new URL(request.url ?? '/', 'http://wallet').searchParams.get('chainId')
  const chainId = raw === null ? context.chainId : chainIdOf(raw)
  if (chainId === undefined) return json(response, 400, { message: walletMessages.INVALID_CHAIN_ID })
  const user = await sessionUser(request, response, context)
  if (user) json(response, 200, await walletUserOn(context, user, chainId))
}

/** A decimal chain id from a query, or undefined. */
function chainIdOf(raw: string) {
  const chainId = /^[1-9]\d{0,15}$/.test(raw) ? Number(raw) : Number.NaN
  return Number.isSafeInteger(chainId) ? chainId : undefined
}

/** `GET /api/is-connected`: whether this browser (under this top site) has a live session. */
export const isConnected: WalletHandler = async (request, response, context) => {
  const user = await sessionUser(request, response, context, { answer: false })
  json(response, 200, { isConnected: user !== undefined })
}

/** `POST /api/sign-out`: the session is deleted on the server, so a copied cookie opens nothing either. */
export const signOut: WalletHandler = async (request, response, context) => {
  const token = cookieOf(request, cookieNames.session)
  if (token !== undefined) await context.sessions.remove(token)
  addCookie(response, clearCookie(cookieNames.session))
  json(response, 200, { ok: true })
}
