import type { IncomingMessage } from 'node:http'

/** The wallet service's cookies: a session, a known device, and a browser waiting for its device link. */
export const cookieNames = {
  session: 'airlock_wallet_session',
  device: 'airlock_wallet_device',
  pending: 'airlock_wallet_pending',
} as const

/** Our tokens are base64url; any other value is not ours and counts as absent. */
const tokenPattern = /^[A-Za-z0-9_-]{43}$/

/** A cookie the request carries, when it looks like one of our tokens. */
export function cookieOf(request: IncomingMessage, name: string): string | undefined {
  const header = request.headers.cookie ?? ''
  for (const part of header.split(';')) {
    const at = part.indexOf('=')
    if (at < 0 || part.slice(0, at).trim() !== name) continue
    const value = part.slice(at + 1).trim()
    if (tokenPattern.test(value)) return value
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
