import { json } from '../http/respond.js'
import { clearCookie, cookieNames, cookieOf } from './cookies.js'
import type { WalletHandler } from './walletContext.js'
import { addCookie, sessionUser } from './walletSession.js'
import { toWalletUser } from './walletUser.js'

/** `GET /api/user`: the signed-in user, or 401. */
export const getUser: WalletHandler = async (request, response, context) => {
  const user = await sessionUser(request, response, context)
  if (user) json(response, 200, toWalletUser(user, context.chainId))
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
