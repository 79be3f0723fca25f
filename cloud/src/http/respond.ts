import type { IncomingMessage, ServerResponse } from 'node:http'

/** The modal calls from its own origin; the cloud's data is public, so any origin may read it. */
export function cors(response: ServerResponse) {
  response.setHeader('access-control-allow-origin', '*')
  response.setHeader('access-control-allow-methods', 'GET, POST, OPTIONS')
  response.setHeader(
    'access-control-allow-headers',
    'content-type, x-project-id, x-sdk-type, x-sdk-version, x-airlock-host-origin',
  )
  response.setHeader('access-control-max-age', '600')
}

export function json(response: ServerResponse, status: number, body: unknown) {
  const text = JSON.stringify(body)
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
  })
  response.end(text)
}

export function queryOf(request: IncomingMessage): Record<string, string> {
  const url = new URL(request.url ?? '/', 'http://cloud')
  return Object.fromEntries(url.searchParams.entries())
}
