import type * as z from 'zod'

/**
 * Who may call a route: `public` anyone (images, health); `modal` only the modal (for a page on the
 * project's allowlist) or a server with the project's key; `rpc` also the project's own pages (a dApp
 * uses the proxy as its RPC URL); `admin` the operator's key.
 */
export type RouteAccess = 'public' | 'modal' | 'rpc' | 'admin'
export type RouteMethod = 'GET' | 'POST'

/**
 * One route of the cloud, declared once for the server that answers it and the modal that calls it.
 * `path` is a template whose `:name` segments are parameters (one whole segment each, URL-decoded).
 * A request the `params`, `query` or `body` schema refuses is answered 400 with `invalid`'s text:
 * a fixed one, or the failing issue's own message (schemas carry the spec's texts), never state changed.
 */
export interface CloudRoute {
  method: RouteMethod
  path: string
  access: RouteAccess
  params?: z.ZodType<Record<string, string>>
  query?: z.ZodType
  body?: z.ZodType
  /** The most bytes of body read; past it, 413 'Request body too large'. */
  bodyBytes?: number
  /** The 400 text for a refused part; 'issue': the failing issue's message. Default: 'Invalid query: <field>' / 'Invalid body'. */
  invalid?: string | 'issue'
  /** The 200 answer's shape (a JSON body); the modal parses every answer with it. */
  response: z.ZodType
}

export const defineRoute = <const R extends CloudRoute>(route: R): R => route

export type ParamsOf<R> = R extends { params: infer P extends z.ZodType }
  ? z.output<P>
  : Record<string, never>
export type QueryOf<R> = R extends { query: infer Q extends z.ZodType } ? z.output<Q> : Record<string, string>
export type BodyOf<R> = R extends { body: infer B extends z.ZodType } ? z.output<B> : undefined
/** What a client sends as the body. */
export type BodyInputOf<R> = R extends { body: infer B extends z.ZodType } ? z.input<B> : undefined
/** What a handler answers with 200: the schema's input (the modal reads its output). */
export type AnswerOf<R> = R extends { response: infer A extends z.ZodType } ? z.input<A> : never
export type ResponseOf<R> = R extends { response: infer A extends z.ZodType } ? z.output<A> : never

/** The route's path with its parameters filled in, each encoded as one segment. */
export function routePath(route: Pick<CloudRoute, 'path'>, params: Record<string, string> = {}): string {
  return route.path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name]
    if (value === undefined) throw new Error(`Missing path parameter ${name} of ${route.path}`)
    return encodeURIComponent(value)
  })
}
