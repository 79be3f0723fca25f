import type { IncomingMessage, ServerResponse } from 'node:http'
import { json } from '../http/respond.js'
import { cookieNames, cookieOf, setCookie } from './cookies.js'
import type { StoredUser } from './userStore.js'
import type { WalletContext } from './walletContext.js'
import { walletMessages } from './walletMessages.js'

/** Adds a `Set-Cookie` to the answer, keeping the ones already set. */
export function addCookie(response: ServerResponse, cookie: string) {
  const current = response.getHeader('set-cookie')
  const list = Array.isArray(current) ? current : current === undefined ? [] : [String(current)]
  response.setHeader('set-cookie', [...list, cookie])
}

/** Starts a session for the user (signed in through `provider`, absent for email) and sets its cookie. */
export async function startSession(
  response: ServerResponse,
  context: WalletContext,
  userId: number,
  provider?: string,
) {
  const token = await context.sessions.create(userId, provider)
  addCookie(response, setCookie(cookieNames.session, token, context.limits.sessionTtlMs))
}

/**
 * The signed-in user, the session's expiry pushed back on the server and in the cookie; undefined
 * when there is none (then `answer` sends 401 'Not signed in').
 */
export async function sessionUser(
  request: IncomingMessage,
  response: ServerResponse,
  context: WalletContext,
  { answer = true } = {},
): Promise<StoredUser | undefined> {
  const token = cookieOf(request, cookieNames.session)
  const session = token === undefined ? undefined : await context.sessions.touch(token)
  const user = session && (await context.users.byId(session.userId, session.provider))
  if (!user || token === undefined) {
    if (answer) json(response, 401, { message: walletMessages.NOT_SIGNED_IN })
    return undefined
  }
  addCookie(response, setCookie(cookieNames.session, token, context.limits.sessionTtlMs))
  return user
}
