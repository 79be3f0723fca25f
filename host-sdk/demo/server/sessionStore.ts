import { randomBytes } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import type { Address } from 'viem'

/** A demo session lasts a day, or until its message's `expirationTime` when that comes first. */
export const SESSION_TTL_MS = 24 * 60 * 60_000
export const SESSION_COOKIE = 'airlock_demo_session'

export interface DemoSession {
  address: Address
  /** CAIP-2, e.g. `eip155:31337`. */
  chainId: string
  expires: number
}

export interface SessionStore {
  /** A new session's random token (the cookie's value). */
  create(session: DemoSession): string
  get(token: string | undefined): DemoSession | undefined
  delete(token: string | undefined): void
}

/**
 * The signed-in sessions, server side: the cookie carries only a random token.
 *
 * @example
 * import { createSessionStore } from './sessionStore.ts'
 * const sessions = createSessionStore(Date.now)
 * const token = sessions.create({ address, chainId: 'eip155:31337', expires: Date.now() + 60_000 })
 */
export function createSessionStore(now: () => number): SessionStore {
  const sessions = new Map<string, DemoSession>()
  return {
    create(session) {
      for (const [token, { expires }] of sessions) if (expires <= now()) sessions.delete(token)
      const token = randomBytes(32).toString('base64url')
      sessions.set(token, session)
      return token
    },
    get(token) {
      const session = token === undefined ? undefined : sessions.get(token)
      if (!session || session.expires > now()) return session
      sessions.delete(token as string)
      return undefined
    },
    delete(token) {
      if (token !== undefined) sessions.delete(token)
    },
  }
}

/** The session token the request's cookie carries, if any. */
export function sessionToken(request: IncomingMessage): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [name, value] = part.trim().split('=')
    if (name === SESSION_COOKIE && value) return value
  }
  return undefined
}

/** The Set-Cookie value: the token for `maxAgeMs`, or a cleared cookie without a token. */
export function sessionCookie(token?: string, maxAgeMs = 0): string {
  const maxAge = token ? Math.max(1, Math.floor(maxAgeMs / 1000)) : 0
  return `${SESSION_COOKIE}=${token ?? ''}; HttpOnly; SameSite=Lax; Path=/; Max-Age=${maxAge}`
}
