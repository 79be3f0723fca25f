import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { LimitsUnavailableError } from '../limits/budgets.js'
import type { HttpLimits } from './httpLimits.js'
import { json } from './respond.js'

/**
 * An HTTP server with the cloud's timeouts (Node answers 408 itself when a client is too slow with
 * its headers or body) whose route errors become a 500 and a log line, never a crash. A rate-limit
 * store that does not answer is a 503: the request is refused, never let through unlimited.
 */
export function createGuardedServer(
  limits: Pick<HttpLimits, 'headersTimeoutMs' | 'requestTimeoutMs' | 'timeoutCheckMs'>,
  route: (request: IncomingMessage, response: ServerResponse) => Promise<unknown>,
  logTag: string,
): Server {
  return createServer(
    {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      connectionsCheckingInterval: limits.timeoutCheckMs,
    },
    (request, response) => {
      route(request, response).catch((error: unknown) => {
        // A client that went away (or was timed out) mid-body: nothing to answer, nothing to log.
        if (request.destroyed && (error as { code?: string }).code === 'ECONNRESET') return
        if (error instanceof LimitsUnavailableError && !response.headersSent)
          return json(response, 503, { message: 'Service unavailable' }, { 'retry-after': '5' })
        if (!response.headersSent) json(response, 500, { message: 'Internal error' })
        else response.destroy()
        console.error(logTag, error)
      })
    },
  )
}
