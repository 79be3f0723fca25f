import {
  createServer as createHttpServer,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http'
import { freePort, readBody } from '@airlock/node-kit'

// The few HTTP helpers the stand-ins share; those the cloud has too come from @airlock/node-kit.

export { freePort, readBody }

export function json(response: ServerResponse, status: number, body: unknown) {
  const text = JSON.stringify(body)
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(text)),
  })
  response.end(text)
}

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/**
 * An HTTP server with the cloud's timeouts (Node answers 408 to a client too slow with its headers
 * or body) whose route errors become a 500 and a log line, never a crash: a stand-in runs in the
 * process of the cloud it serves, so one bad request must not take both down.
 */
export function createGuardedServer(
  route: (request: IncomingMessage, response: ServerResponse) => Promise<unknown>,
  logTag: string,
): Server {
  return createHttpServer(
    { headersTimeout: 10_000, requestTimeout: 30_000, connectionsCheckingInterval: 1_000 },
    (request, response) => {
      route(request, response).catch((error: unknown) => {
        // A client that went away (or was timed out) mid-body: nothing to answer, nothing to log.
        if (request.destroyed && (error as { code?: string }).code === 'ECONNRESET') return
        if (!response.headersSent) json(response, 500, { message: 'Internal error' })
        else response.destroy()
        console.error(logTag, error)
      })
    },
  )
}
