import type { IncomingMessage } from 'node:http'

/**
 * The wallet service's cookies: a session, a known device, a browser waiting for its device link, the
 * partition that starts social and Farcaster sign-ins (`flow`), and the social popup's own browser.
 */
export const cookieNames = {
  session: 'airlock_wallet_session',
  device: 'airlock_wallet_device',
  pending: 'airlock_wallet_pending',
  flow: 'airlock_wallet_flow',
  // A social sign-in that left the page (no popup): its intent and claim secret until the page is back.
  left: 'airlock_wallet_left',
  // `__Host-`: only this origin may set it (no Domain), so no sibling site can plant one.
  socialBrowser: '__Host-airlock_social_browser',
} as const

/** Our tokens are base64url; any other value is not ours and counts as absent. */
const tokenPattern = /^[A-Za-z0-9_-]{43}$/

/** A cookie the request carries, when it looks like one of our tokens (or matches `pattern`). */
export function cookieOf(
  request: IncomingMessage,
  name: string,
  pattern: RegExp = tokenPattern,
): string | undefined {
  const header = request.headers.cookie ?? ''
  for (const part of header.split(';')) {
    const at = part.indexOf('=')
    if (at < 0 || part.slice(0, at).trim() !== name) continue
    const value = part.slice(at + 1).trim()
    if (pattern.test(value)) return value
  }
  return undefined
}

/**
 * `Set-Cookie` for a token. The frame is a third party under the host page, where Chromium keeps
 * only `Secure; SameSite=None; Partitioned` cookies (FACTS.md): keyed to the top site, unreadable by
 * script (`HttpOnly`). Max-Age 0 deletes it (the attributes must match, Partitioned included).
 */
export function setCookie(name: string, value: string, maxAgeMs: number): string {
  const maxAge = Math.max(0, Math.floor(maxAgeMs / 1000))
  return `${name}=${value}; Max-Age=${maxAge}; Path=/; HttpOnly; Secure; SameSite=None; Partitioned`
}

export const clearCookie = (name: string): string => setCookie(name, '', 0)

/**
 * `Set-Cookie` for a token of a top-level page on the wallet origin (the social popup): first party,
 * so not partitioned; `SameSite=Lax`, so it comes back on the provider's top-level redirect (a GET)
 * and on the page's own requests, never on a cross-site subrequest.
 */
export function setTopLevelCookie(name: string, value: string, maxAgeMs: number): string {
  const maxAge = Math.max(0, Math.floor(maxAgeMs / 1000))
  return `${name}=${value}; Max-Age=${maxAge}; Path=/; HttpOnly; Secure; SameSite=Lax`
}
