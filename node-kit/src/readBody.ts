import type { IncomingMessage } from 'node:http'

/**
 * Reads a request body up to `limit` bytes; undefined when it is larger (announced or sent). The
 * server's request timeout bounds how long a slow sender can hold it.
 */
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
