import type { IncomingMessage, ServerResponse } from 'node:http'
import { readBody } from '@airlock/node-kit'
import type * as z from 'zod'
import { json } from '../http/respond.js'
import { walletMessages } from './walletMessages.js'

/**
 * The request's JSON body checked against `schema`, or undefined after answering 413 (over `limit`)
 * or 400 (not JSON, or the wrong shape, naming the first field at fault).
 */
export async function readJsonBody<T extends z.ZodType>(
  request: IncomingMessage,
  response: ServerResponse,
  limit: number,
  schema: T,
): Promise<z.infer<T> | undefined> {
  const body = await readBody(request, limit)
  if (body === undefined) {
    json(response, 413, { message: walletMessages.TOO_LARGE }, { connection: 'close' })
    return undefined
  }
  let value: unknown
  try {
    value = JSON.parse(body)
  } catch {
    json(response, 400, { message: 'Invalid JSON body' })
    return undefined
  }
  const parsed = schema.safeParse(value)
  if (parsed.success) return parsed.data
  const field = parsed.error.issues[0]?.path.join('.')
  json(response, 400, { message: field ? `Invalid request: ${field}` : 'Invalid request' })
  return undefined
}
