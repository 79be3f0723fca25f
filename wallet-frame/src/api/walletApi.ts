import { formatHttpStatusMessage, WALLET_FRAME_TIMEOUT_MS } from '@airlock/shared-protocol'
import { FrameError, frameMessages } from './frameError.js'

export interface WalletApi {
  get<T>(path: string): Promise<T>
  post<T>(path: string, body: unknown): Promise<T>
}

type Fetch = (input: string, init: RequestInit) => Promise<Response>

/** The header the service reads a request's project from (cloud/src/wallet/mailBudget.ts). */
export const PROJECT_HEADER = 'x-airlock-project-id'

/** The service's refusal: `{ message }`, or from `/api/rpc` `{ error: { code, message } }`. */
function refusal(status: number, body: unknown): FrameError {
  const value = (body ?? {}) as { message?: unknown; error?: { code?: unknown; message?: unknown } }
  const error = value.error
  if (error && typeof error.message === 'string')
    return new FrameError(
      error.message,
      Number.isSafeInteger(error.code) ? (error.code as number) : undefined,
    )
  if (typeof value.message === 'string') return new FrameError(value.message)
  return new FrameError(formatHttpStatusMessage(status))
}

/**
 * The wallet service on the frame's own origin (`/api/`): JSON both ways, the session cookie sent
 * (`credentials: 'include'`, it is Partitioned and HttpOnly, so only the browser carries it), each
 * call bounded by the protocol's 30 s. A refusal rejects with the service's text (and RPC code); a
 * network failure or an unreadable answer with 'An error occurred'. Every call names the frame's
 * project (its URL's `projectId`), whose mail budget the service spends.
 */
export function createWalletApi(
  fetchImpl: Fetch = (input, init) => fetch(input, init),
  projectId?: string,
): WalletApi {
  const project: Record<string, string> = projectId ? { [PROJECT_HEADER]: projectId } : {}
  async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    let response: Response
    try {
      response = await fetchImpl(path, {
        method,
        credentials: 'include',
        cache: 'no-store',
        signal: AbortSignal.timeout(WALLET_FRAME_TIMEOUT_MS),
        ...(method === 'POST'
          ? { headers: { 'content-type': 'application/json', ...project }, body: JSON.stringify(body ?? {}) }
          : { headers: project }),
      })
    } catch {
      throw new FrameError(frameMessages.GENERIC)
    }
    let answer: unknown
    try {
      answer = await response.json()
    } catch {
      if (!response.ok) throw new FrameError(formatHttpStatusMessage(response.status))
      throw new FrameError(frameMessages.GENERIC)
    }
    if (!response.ok) throw refusal(response.status, answer)
    return answer as T
  }
  return { get: (path) => call('GET', path), post: (path, body) => call('POST', path, body) }
}
