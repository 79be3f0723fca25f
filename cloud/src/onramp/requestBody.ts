import type { IncomingMessage } from 'node:http'
import { readBody } from '../http/readBody.js'

export type Parsed<T> = { ok: true; data: T } | { ok: false; status: number; message: string }

/** An HTML form post (`application/x-www-form-urlencoded`) of at most `limit` bytes. */
export async function parseFormBody(
  request: IncomingMessage,
  limit: number,
): Promise<Parsed<URLSearchParams>> {
  const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase()
  if (type !== 'application/x-www-form-urlencoded')
    return { ok: false, status: 415, message: 'Send the form as application/x-www-form-urlencoded' }
  const raw = await readBody(request, limit)
  if (raw === undefined) return { ok: false, status: 413, message: 'Request body too large' }
  return { ok: true, data: new URLSearchParams(raw) }
}
