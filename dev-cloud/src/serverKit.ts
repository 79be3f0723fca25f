import {
  createServer as createHttpServer,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http'
import { createServer } from 'node:net'

// The few HTTP helpers the stand-ins share: their own, so this package needs nothing of the cloud's.

/** A request body up to `limit` bytes; undefined when it is larger (announced or sent). */
export async function readBody(request: IncomingMessage, limit: number): Promise<string | undefined> {
  const announced = Number(request.headers['content-length'])
  if (Number.isFinite(announced) && announced > limit) return undefined
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of request) {
    size += (chunk as Buffer).length
    if (size > limit) return undefined
    chunks.push(chunk as Buffer)
  }
  return Buffer.concat(chunks).toString('utf8')
}

export function json(response: ServerResponse, status: number, body: unknown) {
  const text = JSON.stringify(body)
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(text)),
  })
  response.end(text)
}

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** A loopback port nothing listens on right now. */
export async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  await new Promise((resolve) => server.close(resolve))
  return port
}

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
