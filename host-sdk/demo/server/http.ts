import type { IncomingMessage, ServerResponse } from 'node:http'

/** The largest body the demo's routes read. */
export const MAX_BODY_BYTES = 16 * 1024

/** Answers JSON, never cached (sessions and nonces change under the same URL). */
export function json(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): true {
  const text = body === undefined ? '' : JSON.stringify(body)
  response.writeHead(status, {
    ...(text ? { 'content-type': 'application/json' } : {}),
    'cache-control': 'no-store',
    ...headers,
  })
  response.end(text)
  return true
}

/** The body as text, or undefined once it passes `limit` bytes (the rest is not read). */
export async function readBody(
  request: IncomingMessage,
  limit = MAX_BODY_BYTES,
): Promise<string | undefined> {
  const declared = Number(request.headers['content-length'])
  if (declared > limit) return undefined
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length
    if (size > limit) return undefined
    chunks.push(chunk)
  }
  return Buffer.concat(chunks).toString('utf8')
}
