import type { IncomingMessage, ServerResponse } from 'node:http'

export function json(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  const text = JSON.stringify(body)
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(text)),
    ...headers,
  })
  response.end(text)
}

export function queryOf(request: IncomingMessage): Record<string, string> {
  const url = new URL(request.url ?? '/', 'http://cloud')
  return Object.fromEntries(url.searchParams.entries())
}

/** A header the caller sent once, as a string; repeated or missing headers count as absent. */
export function headerOf(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name]
  return typeof value === 'string' ? value : undefined
}
