/** How long an answer from the cloud is used as it is, and how long it still serves while the cloud is unreachable. */
const FRESH_MS = 60_000
const STALE_MS = 24 * 3600_000
const LOOKUP_TIMEOUT_MS = 3_000
/** Patterns the cloud validated as CSP host sources; checked again so nothing else reaches the header. */
const SOURCE = /^https?:\/\/(\*\.)?[-a-z0-9.]+(:(\d{1,5}|\*))?$/i

export interface FrameAncestorsParameters {
  cloudUrl: string
  fetcher?: typeof fetch
  now?: () => number
}

interface Entry {
  at: number
  value: string
}

/**
 * The modal server's `Content-Security-Policy: frame-ancestors` for a project: the project's allowed
 * origins, asked of the cloud and cached briefly, so the browser itself refuses to show the modal
 * in any other page. A page with no project id or an unknown one may frame it: the modal then
 * shows 'Project ID Not Configured' or 'Invalid App Configuration' and connects nothing. When the
 * cloud cannot be reached and nothing is cached, nobody may frame it (fail closed).
 */
export function createFrameAncestors({
  cloudUrl,
  fetcher = fetch,
  now = Date.now,
}: FrameAncestorsParameters) {
  const cache = new Map<string, Entry>()
  const inflight = new Map<string, Promise<string | undefined>>()

  async function lookup(projectId: string): Promise<string | undefined> {
    try {
      const response = await fetcher(
        `${cloudUrl}/getProjectOrigins?projectId=${encodeURIComponent(projectId)}`,
        {
          signal: AbortSignal.timeout(LOOKUP_TIMEOUT_MS),
        },
      )
      if (response.status === 404) return 'frame-ancestors *'
      if (!response.ok) return undefined
      const { allowedOrigins } = (await response.json()) as { allowedOrigins?: unknown }
      const sources = Array.isArray(allowedOrigins)
        ? allowedOrigins.filter((o): o is string => typeof o === 'string' && SOURCE.test(o))
        : []
      return `frame-ancestors ${sources.length ? sources.join(' ') : "'none'"}`
    } catch {
      return undefined
    }
  }

  return async function frameAncestors(projectId: string | null): Promise<string> {
    if (!projectId || projectId.length > 128) return 'frame-ancestors *'
    const cached = cache.get(projectId)
    if (cached && now() - cached.at < FRESH_MS) return cached.value
    let pending = inflight.get(projectId)
    if (!pending) {
      pending = lookup(projectId).finally(() => inflight.delete(projectId))
      inflight.set(projectId, pending)
    }
    const value = await pending
    if (value) {
      // Bounded: a stranger asking for a million project ids does not grow the cache past this.
      if (cache.size >= 10_000) cache.clear()
      cache.set(projectId, { at: now(), value })
      return value
    }
    if (cached && now() - cached.at < STALE_MS) return cached.value
    return "frame-ancestors 'none'"
  }
}
