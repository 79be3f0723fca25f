/** Spec section 9, RPC transport: what is retried, how often, how long to wait. */
export const rpcRetry = {
  retries: 3,
  baseDelayMs: 150,
  timeoutMs: 10_000,
  statuses: new Set([403, 408, 413, 429, 500, 502, 503, 504]),
  rpcCodes: new Set([-1, -32005, -32603]),
} as const

export interface ForwardResult {
  status: number
  body: string
}

type Fetch = typeof fetch
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

function retryAfterMs(header: string | null): number | undefined {
  if (!header) return undefined
  const seconds = Number(header)
  if (Number.isFinite(seconds)) return Math.min(seconds * 1000, 10_000)
  const date = Date.parse(header)
  return Number.isNaN(date) ? undefined : Math.min(Math.max(date - Date.now(), 0), 10_000)
}

function hasRetryableRpcError(body: string): boolean {
  try {
    const parsed = JSON.parse(body) as { error?: { code?: number } } | { error?: { code?: number } }[]
    const items = Array.isArray(parsed) ? parsed : [parsed]
    return items.some(
      (item) => typeof item?.error?.code === 'number' && rpcRetry.rpcCodes.has(item.error.code),
    )
  } catch {
    return false
  }
}

/**
 * Forwards one JSON-RPC body to the chain's upstreams, best ranked first: an endpoint that answers
 * with one of the spec's statuses or RPC codes gets up to 3 retries with exponential backoff from
 * 150 ms (or its Retry-After), then the next endpoint is tried. One that does not answer at all
 * (refused, timed out) is left at once for the next, so a dead endpoint ranked first before its
 * pings are in costs a caller one attempt, not four; the last endpoint gets every retry. The last
 * answer is returned as it came.
 */
export async function forwardRpc(
  upstreams: readonly string[],
  body: string,
  fetcher: Fetch = fetch,
): Promise<ForwardResult> {
  let last: ForwardResult = {
    status: 502,
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: null,
      error: { code: -32603, message: 'No upstream answered' },
    }),
  }
  for (const [index, upstream] of upstreams.entries()) {
    const hasNext = index < upstreams.length - 1
    for (let attempt = 0; attempt <= rpcRetry.retries; attempt++) {
      let wait: number | undefined
      try {
        const response = await fetcher(upstream, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
          signal: AbortSignal.timeout(rpcRetry.timeoutMs),
        })
        const text = await response.text()
        last = { status: response.status, body: text }
        const retryable =
          rpcRetry.statuses.has(response.status) || (response.ok && hasRetryableRpcError(text))
        if (!retryable) return last
        wait = retryAfterMs(response.headers.get('retry-after'))
      } catch {
        last = {
          status: 504,
          body: JSON.stringify({
            jsonrpc: '2.0',
            id: null,
            error: { code: -32603, message: 'Upstream unreachable' },
          }),
        }
        if (hasNext) break
      }
      if (attempt < rpcRetry.retries) await sleep(wait ?? rpcRetry.baseDelayMs * 2 ** attempt)
    }
  }
  return last
}
