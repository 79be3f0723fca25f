import type { IncomingMessage, ServerResponse } from 'node:http'
import { cookieNames, cookieOf, setCookie, setTopLevelCookie } from './cookies.js'
import { newToken } from './secrets.js'
import { addCookie } from './walletSession.js'

/**
 * How long a browser keeps its sign-in ids: longer than any sign-in lasts (ten minutes by default),
 * so a second sign-in never cuts the first one's cookie short.
 */
const BROWSER_ID_MS = 24 * 60 * 60_000

/**
 * The id of a browser as one of our cookies names it (the one it carries, else a new one), the
 * cookie set again. The same id for every sign-in it starts, so two under way at once (two tabs)
 * keep theirs. An id alone opens nothing: sign-ins keep only its hash, beside their secrets.
 */
function browserId(
  request: IncomingMessage,
  response: ServerResponse,
  name: string,
  cookie: (name: string, value: string, maxAgeMs: number) => string,
): string {
  const id = cookieOf(request, name) ?? newToken()
  addCookie(response, cookie(name, id, BROWSER_ID_MS))
  return id
}

/**
 * The flow id of the partition that starts a sign-in (the wallet frame under its top site: a
 * Partitioned cookie); its claim must carry the same, so a leaked claim secret opens nothing elsewhere.
 */
export const flowIdOf = (request: IncomingMessage, response: ServerResponse): string =>
  browserId(request, response, cookieNames.flow, setCookie)

/**
 * The id of the browser whose social popup goes to the provider (a first-party cookie of the top-level
 * popup, which the frame's partitioned cookies never reach): the provider's callback must carry it.
 */
export const socialBrowserIdOf = (request: IncomingMessage, response: ServerResponse): string =>
  browserId(request, response, cookieNames.socialBrowser, setTopLevelCookie)
