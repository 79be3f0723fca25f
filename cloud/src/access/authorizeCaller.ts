import type { Projects, Refusal } from '../projects/projects.js'

/** What a request says about who sent it. Only `origin` is set by the browser; the rest is the caller's word. */
export interface Caller {
  projectId: string | null | undefined
  /** The browser-set `Origin` header; undefined for callers that are not browsers (servers, native wallets). */
  origin: string | undefined
  /** The page embedding the modal, as the modal reports it (from `location.ancestorOrigins`). */
  hostOrigin: string | null | undefined
  /** The project's secret key (`Authorization: Bearer`), for callers without an Origin. */
  key: string | undefined
}

export interface AccessPolicy {
  projects: Projects
  /** Origins our own modal is served from: only its code runs there, so only it may speak for a host page. */
  modalOrigins: readonly string[]
}

export interface AuthorizeOptions {
  /**
   * Also let browser pages on the project's allowlist call directly (the JSON-RPC proxy a dApp uses as
   * its network's RPC URL, web wallets on the relay). Off for routes only the modal calls.
   */
  allowProjectOrigins?: boolean
}

const invalidKey: Refusal = { status: 401, message: 'Unauthorized: invalid key' }
const originNotAllowed: Refusal = { status: 403, message: 'Unauthorized: origin not allowed' }

/**
 * The cloud's one access rule. A browser cannot lie about `Origin`: a request from the modal origin
 * comes from our modal, so the embedding origin it reports is trusted and checked against the
 * project's allowlist. Any other page is refused (unless the route lets the project's own origins
 * in). A caller with no Origin is not a browser page and must present the project's secret key.
 * Returns undefined when the caller may proceed.
 */
export function authorizeCaller(
  { projects, modalOrigins }: AccessPolicy,
  { projectId, origin, hostOrigin, key }: Caller,
  { allowProjectOrigins = false }: AuthorizeOptions = {},
): Refusal | undefined {
  if (!projectId || !projects.find(projectId)) return invalidKey
  if (origin === undefined) return projects.keyMatches(projectId, key) ? undefined : invalidKey
  if (modalOrigins.includes(origin)) {
    return hostOrigin && projects.allowsOrigin(projectId, hostOrigin) ? undefined : originNotAllowed
  }
  if (allowProjectOrigins && projects.allowsOrigin(projectId, origin)) return undefined
  return originNotAllowed
}

/** `Authorization: Bearer <key>`; undefined when absent or of another scheme. */
export function bearerKey(header: string | undefined): string | undefined {
  const match = /^Bearer ([\x21-\x7e]{1,256})$/.exec(header ?? '')
  return match?.[1]
}
