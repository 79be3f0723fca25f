import {
  type BodyInputOf,
  type CloudRoute,
  type ResponseOf,
  routePath,
} from '@airlock/shared-protocol/cloud-api'
import type * as z from 'zod'
import { getHostOrigin, readCloudUrl } from '../config.js'
import { appStore } from '../stores/appStore.js'

/**
 * A cloud call that did not give an answer. `refused`: the cloud read the request and said no to
 * what it asked, in its own words (400 or 422 with `{ message }`, e.g. 'Amount must be between 10 and
 * 7500 USD'), which is the text to show. Anything else is a failure (no answer, a 5xx, a rate limit, a
 * route this cloud does not have); its message is the cloud's 4xx text or spec section 8's 'HTTP
 * status code: {n}'.
 */
export class CloudRequestError extends Error {
  constructor(
    message: string,
    readonly status: number | undefined,
    readonly refused: boolean,
  ) {
    super(message)
    this.name = 'CloudRequestError'
  }
}

export const isRefusal = (error: unknown): error is CloudRequestError =>
  error instanceof CloudRequestError && error.refused

/** A 4xx body's text is shown to the visitor: it must be a short plain message. */
const readMessage = (body: unknown): string | undefined => {
  const message = (body as { message?: unknown } | null)?.message
  return typeof message === 'string' && message.length > 0 && message.length <= 200 ? message : undefined
}

export interface CloudRequestInit {
  query?: Record<string, string>
  /** Sent as JSON with POST; without it the call is a GET. */
  body?: unknown
  signal?: AbortSignal
  /** Headers of the route's own (a session's secret, say), besides those every call sends. */
  headers?: Record<string, string>
}

/**
 * The raw answer of one of the cloud's project routes (`?projectId=`, the host's origin for the
 * cloud's check), for callers that read the status themselves (404 as "free", say).
 */
export function cloudFetch(path: string, { query = {}, body, signal, headers }: CloudRequestInit = {}) {
  const projectId = appStore.getState().options?.projectId ?? ''
  const params = new URLSearchParams({ ...query, projectId })
  const hostOrigin = getHostOrigin()
  return fetch(`${readCloudUrl()}${path}?${params}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(hostOrigin ? { 'x-airlock-host-origin': hostOrigin } : {}),
      ...headers,
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    ...(signal ? { signal } : {}),
  })
}

/**
 * Calls one of the cloud's project routes and checks the answer with `schema`: nothing the cloud
 * says reaches the modal's state unchecked.
 */
export async function cloudRequest<T>(
  path: string,
  schema: z.ZodType<T>,
  init: CloudRequestInit = {},
): Promise<T> {
  const response = await cloudFetch(path, init)
  if (!response.ok) {
    // A rate limit or a timeout is the cloud failing, not refusing the request.
    const mayExplain = response.status < 500 && response.status !== 408 && response.status !== 429
    const said = mayExplain ? readMessage(await response.json().catch(() => null)) : undefined
    const refused = !!said && (response.status === 400 || response.status === 422)
    throw new CloudRequestError(said ?? `HTTP status code: ${response.status}`, response.status, refused)
  }
  return schema.parse(await response.json())
}

export interface RouteCall<R extends CloudRoute> extends Omit<CloudRequestInit, 'body'> {
  /** The route's path parameters (`:name` segments). */
  params?: Record<string, string>
  body?: BodyInputOf<R>
}

/** Calls a route of the cloud's contract: its path filled in, its answer checked with its response schema. */
export function callRoute<R extends CloudRoute>(route: R, { params, ...init }: RouteCall<R> = {}) {
  return cloudRequest(routePath(route, params), route.response as z.ZodType<ResponseOf<R>>, init)
}
