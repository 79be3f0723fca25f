import type { IncomingMessage, ServerResponse } from 'node:http'
import { readBody } from '@airlock/node-kit'
import type {
  AnswerOf,
  BodyOf,
  CloudRoute,
  ParamsOf,
  QueryOf,
  RouteAccess,
} from '@airlock/shared-protocol/cloud-api'
import type * as z from 'zod'
import { json, queryOf } from './respond.js'

/** What a handler is given: the request's parts as its route's schemas made them. */
export interface RouteContext<R extends CloudRoute> {
  params: ParamsOf<R>
  query: QueryOf<R>
  body: BodyOf<R>
  request: IncomingMessage
  response: ServerResponse
  /** The project the caller was authorized for ('' on public routes). */
  projectId: string
}

/** The handler wrote the answer itself (an image, a proxied body). */
export const ANSWERED = Symbol('answered')
export type Answer<R extends CloudRoute> =
  | { status: 200 | 201 | 202; body: AnswerOf<R>; headers?: Record<string, string> }
  | { status: number; body: { message: string } & Record<string, unknown>; headers?: Record<string, string> }
  | typeof ANSWERED

export type Handler<R extends CloudRoute> = (context: RouteContext<R>) => Promise<Answer<R>> | Answer<R>

export interface Binding {
  route: CloudRoute
  handle: Handler<CloudRoute>
}

/** A declared route and the handler answering it: the handler's answers are typed by the route. */
export const bind = <R extends CloudRoute>(route: R, handle: Handler<R>): Binding => ({
  route,
  handle: handle as unknown as Handler<CloudRoute>,
})

/** A refusal in the route's words; `headers` such as Retry-After. */
export const refuse = (status: number, message: string, headers?: Record<string, string>) =>
  ({ status, body: { message }, ...(headers ? { headers } : {}) }) as const
export const ok = <T>(body: T) => ({ status: 200, body }) as const

const segmentsOf = (path: string) => path.split('/').slice(1)
const isParam = (segment: string) => segment.startsWith(':')

/** Two templates that some path matches both (a literal and a parameter, or two parameters, at each place). */
function overlap(a: string[], b: string[]) {
  return (
    a.length === b.length &&
    a.every((segment, i) => segment === b[i] || isParam(segment) || isParam(b[i] as string))
  )
}

export interface Match {
  binding: Binding
  params: Record<string, string>
}

export interface Found {
  /** The route answering this method; undefined when the path is a route of other methods only (405). */
  match: Match | undefined
  /** Who may call the path (for CORS and the caller check, also on a preflight or a 405). */
  access: RouteAccess
}

export interface Router {
  /**
   * The route `path` names for `method`. A preflight (OPTIONS) finds the route of the method it
   * announces; a path no route has is undefined (404).
   */
  find(method: string, path: string, preflightMethod?: string): Found | undefined
  /** Parses the request by the route's schemas, runs the handler and writes its answer. */
  serve(match: Match, request: IncomingMessage, response: ServerResponse, projectId: string): Promise<void>
  bindings: readonly Binding[]
}

export interface RouterOptions {
  /** Refuse to send a 200 its route's response schema rejects (tests: every answer checked against the contract). */
  checkAnswers?: boolean
}

const DEFAULT_BODY_BYTES = 16 * 1024

function invalidText(route: CloudRoute, part: 'params' | 'query' | 'body', error?: z.ZodError) {
  const issue = error?.issues[0]
  if (route.invalid === 'issue') return issue?.message ?? 'Invalid body'
  if (route.invalid !== undefined && route.invalid !== 'issue') return route.invalid
  if (part === 'body') return 'Invalid body'
  return `Invalid ${part === 'params' ? 'path' : 'query'}: ${issue?.path.join('.') || part}`
}

/**
 * Matches requests against declared routes only: one template per path and method, refused at
 * start when two could match one path, so no route depends on being tried before another.
 */
export function createRouter(bindings: Binding[], { checkAnswers = false }: RouterOptions = {}): Router {
  const compiled = bindings.map((binding) => ({ binding, segments: segmentsOf(binding.route.path) }))
  for (const [i, a] of compiled.entries())
    for (const b of compiled.slice(i + 1))
      if (a.binding.route.method === b.binding.route.method && overlap(a.segments, b.segments))
        throw new Error(
          `Routes ${a.binding.route.method} ${a.binding.route.path} and ${b.binding.route.path} overlap`,
        )

  function find(method: string, path: string, preflightMethod?: string): Found | undefined {
    const matches = matchesOf(path)
    if (matches.length === 0) return undefined
    const wanted = method === 'OPTIONS' ? (preflightMethod ?? 'GET').toUpperCase() : method
    const match = matches.find((m) => m.binding.route.method === wanted)
    // A path of several methods (`/e`: the modal posts, the operator reads) takes the least privileged one's access.
    const access = (match ?? matches.find((m) => m.binding.route.access !== 'admin') ?? matches[0])?.binding
      .route.access
    return { match: method === 'OPTIONS' ? undefined : match, access: access as RouteAccess }
  }

  function matchesOf(path: string): Match[] {
    const segments = segmentsOf(path)
    const found: Match[] = []
    for (const candidate of compiled) {
      if (candidate.segments.length !== segments.length) continue
      const params: Record<string, string> = {}
      const fits = candidate.segments.every((segment, i) => {
        const actual = segments[i] as string
        if (!isParam(segment)) return segment === actual
        if (actual === '') return false
        params[segment.slice(1)] = decodeURIComponent(actual)
        return true
      })
      if (fits) found.push({ binding: candidate.binding, params })
    }
    return found
  }

  async function serve(
    { binding, params }: Match,
    request: IncomingMessage,
    response: ServerResponse,
    projectId: string,
  ) {
    const { route } = binding
    const answer = (status: number, body: unknown, headers?: Record<string, string>) =>
      json(response, status, body, headers)
    let parsedParams: unknown = params
    if (route.params) {
      const parsed = route.params.safeParse(params)
      if (!parsed.success) return answer(400, { message: invalidText(route, 'params', parsed.error) })
      parsedParams = parsed.data
    }
    let query: unknown = queryOf(request)
    if (route.query) {
      const parsed = route.query.safeParse(query)
      if (!parsed.success) return answer(400, { message: invalidText(route, 'query', parsed.error) })
      query = parsed.data
    }
    let body: unknown
    if (route.body) {
      const raw = await readBody(request, route.bodyBytes ?? DEFAULT_BODY_BYTES)
      if (raw === undefined)
        return answer(413, { message: 'Request body too large' }, { connection: 'close' })
      let sent: unknown
      try {
        sent = JSON.parse(raw)
      } catch {
        return answer(400, { message: invalidText(route, 'body') })
      }
      const parsed = route.body.safeParse(sent)
      if (!parsed.success) return answer(400, { message: invalidText(route, 'body', parsed.error) })
      body = parsed.data
    }
    const result = await binding.handle({
      params: parsedParams as never,
      query: query as never,
      body: body as never,
      request,
      response,
      projectId,
    })
    if (result === ANSWERED) return
    if (checkAnswers && result.status < 300 && !route.response.safeParse(result.body).success) {
      const problem = route.response.safeParse(result.body).error?.issues[0]
      throw new Error(
        `${route.method} ${route.path} answered outside its contract: ${problem?.path.join('.')} ${problem?.message}`,
      )
    }
    answer(result.status, result.body, result.headers)
  }

  return { find, serve, bindings }
}
