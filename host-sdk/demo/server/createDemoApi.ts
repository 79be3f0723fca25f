import type { IncomingMessage, ServerResponse } from 'node:http'
import { createPublicClient, http } from 'viem'
import { verifySiweMessage } from 'viem/siwe'
import { checkSiwxSession } from './checkSiwxSession.ts'
import { demoApiMessages } from './demoApiMessages.ts'
import { json, readBody } from './http.ts'
import { createNonceStore } from './nonceStore.ts'
import { createSessionStore, SESSION_TTL_MS, sessionCookie, sessionToken } from './sessionStore.ts'

export interface CreateDemoApiParameters {
  /** The demo page's origin, e.g. `http://app.localhost:5173`: the only `Origin` a POST may carry, and the
   *  only domain and URI origin a message may name. From configuration, never from the Host header. */
  origin: string
  /** A node of `chainId`, for smart-account signatures (EIP-1271, EIP-6492); EOAs verify offline. */
  rpcUrl: string
  chainId: number
  /** The clock, ms since the epoch (tests move it). */
  now?: () => number
}

type Answer = (request: IncomingMessage, response: ServerResponse) => boolean | Promise<boolean>

/** Answers `/api/*` and returns true; returns false for every other path (left to the files). */
export type DemoApiHandler = (
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
) => Promise<boolean>

/**
 * The demo dApp's own backend, as a dApp's server would check Sign-In-With-X: `GET /api/siwx/nonce`,
 * `POST /api/siwx/verify` (a SIWX session -> a session cookie), `GET /api/siwx/me`, `POST
 * /api/siwx/signout`. POSTs must come from the page's own origin. A session must carry a nonce this
 * server issued (the page's `DefaultSIWX({ getNonce })` fetches it), unused and within its lifetime,
 * and a message signed just now: a session signed for another occasion, or long ago, signs nobody in.
 *
 * @example
 * import { createDemoApi } from '../host-sdk/demo/server/createDemoApi.ts'
 * await serveStatic({ root, port: 5173, api: createDemoApi({ origin: 'http://app.localhost:5173',
 *   rpcUrl: 'http://127.0.0.1:8545', chainId: 31337 }) })
 */
export function createDemoApi({
  origin,
  rpcUrl,
  chainId,
  now = Date.now,
}: CreateDemoApiParameters): DemoApiHandler {
  const own = new URL(origin).origin
  const client = createPublicClient({ transport: http(rpcUrl, { retryCount: 0, timeout: 10_000 }) })
  const nonces = createNonceStore({ now })
  const sessions = createSessionStore(now)

  const verify = async (request: IncomingMessage, response: ServerResponse) => {
    const body = await readBody(request)
    if (body === undefined)
      return json(response, 413, { message: demoApiMessages.TOO_LARGE }, { connection: 'close' })
    let parsed: unknown
    try {
      parsed = JSON.parse(body)
    } catch {
      return json(response, 400, { message: demoApiMessages.INVALID_JSON })
    }
    const session = (parsed as { session?: unknown } | null)?.session
    const check = checkSiwxSession({ session, origin: own, chainId, now: now() })
    if (!check.ok) return json(response, check.status, { message: check.message })
    const claim = nonces.claim(check.nonce)
    if (claim === 'used') return json(response, 409, { message: demoApiMessages.NONCE_USED })
    if (claim === 'invalid') return json(response, 401, { message: demoApiMessages.INVALID_NONCE })
    let valid: boolean
    try {
      valid = await verifySiweMessage(client, {
        message: check.message,
        signature: check.signature,
        address: check.address,
        domain: new URL(own).host,
        nonce: check.nonce,
        time: new Date(now()),
      })
    } catch {
      nonces.release(check.nonce)
      return json(response, 502, { message: demoApiMessages.UNVERIFIABLE })
    }
    if (!valid) {
      nonces.release(check.nonce)
      return json(response, 401, { message: demoApiMessages.INVALID_SIGNATURE })
    }
    const expires = Math.min(now() + SESSION_TTL_MS, check.expiresAt ?? Number.POSITIVE_INFINITY)
    const signedIn = { address: check.address, chainId: `eip155:${chainId}` }
    sessions.delete(sessionToken(request))
    const token = sessions.create({ ...signedIn, expires })
    return json(response, 200, signedIn, { 'set-cookie': sessionCookie(token, expires - now()) })
  }

  const me = (request: IncomingMessage, response: ServerResponse) => {
    const session = sessions.get(sessionToken(request))
    if (!session) return json(response, 401, { message: demoApiMessages.NOT_SIGNED_IN })
    return json(response, 200, { address: session.address, chainId: session.chainId })
  }

  const signout = (request: IncomingMessage, response: ServerResponse) => {
    sessions.delete(sessionToken(request))
    return json(response, 204, undefined, { 'set-cookie': sessionCookie() })
  }

  const routes: Record<string, [method: 'GET' | 'POST', answer: Answer]> = {
    '/api/siwx/nonce': ['GET', (_request, response) => json(response, 200, { nonce: nonces.issue() })],
    '/api/siwx/verify': ['POST', verify],
    '/api/siwx/me': ['GET', me],
    '/api/siwx/signout': ['POST', signout],
  }

  return async (request, response, url) => {
    if (!url.pathname.startsWith('/api/')) return false
    const route = routes[url.pathname]
    if (!route) return json(response, 404, { message: demoApiMessages.NOT_FOUND })
    const [method, answer] = route
    if (request.method !== method)
      return json(response, 405, { message: demoApiMessages.METHOD_NOT_ALLOWED }, { allow: method })
    // A cross-site page may POST here (a form, or fetch without reading the answer): only ours may.
    if (method === 'POST' && request.headers.origin !== own)
      return json(response, 403, { message: demoApiMessages.FORBIDDEN_ORIGIN })
    return answer(request, response)
  }
}
