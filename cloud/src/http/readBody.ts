import type { IncomingMessage } from 'node:http'

/** Reads a request body up to `limit` bytes; undefined when it is larger. */
export async function readBody(request: IncomingMessage, limit = 1024 * 1024): Promise<string | undefined> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of request) {
    size += (chunk as Buffer).length
    if (size > limit) return undefined
    chunks.push(chunk as Buffer)
  }
  return Buffer.concat(chunks).toString('utf8')
}
