import type { FilteredRpcBody } from './filterRpcBody.js'
import { type ForwardResult, forwardRpc } from './forwardRpc.js'
import { type UpstreamBatchLimit, upstreamBatchLimitFor } from './rpcAllowlist.js'

type Call = { id?: unknown }

/** The calls in bodies of at most `limit.calls` calls and `limit.bytes` bytes (a bigger call goes alone). */
export function splitBatch(calls: readonly unknown[], limit: UpstreamBatchLimit): string[] {
  const bodies: string[] = []
  let chunk: string[] = []
  let bytes = 2
  for (const call of calls) {
    const text = JSON.stringify(call)
    const size = Buffer.byteLength(text) + 1
    if (chunk.length > 0 && (chunk.length === limit.calls || bytes + size > limit.bytes)) {
      bodies.push(`[${chunk.join(',')}]`)
      chunk = []
      bytes = 2
    }
    chunk.push(text)
    bytes += size
  }
  if (chunk.length > 0) bodies.push(`[${chunk.join(',')}]`)
  return bodies
}

/** A body's answers; when the node answered it with one error (a refusal, a 5xx), that error for each call. */
function answersOf(body: string, answer: ForwardResult): unknown[] {
  let parsed: unknown
  try {
    parsed = JSON.parse(answer.body)
  } catch {
    parsed = undefined
  }
  if (Array.isArray(parsed)) return parsed
  const error = (parsed as { error?: unknown } | undefined)?.error ?? {
    code: -32603,
    message: `Upstream answered HTTP ${answer.status}`,
  }
  return (JSON.parse(body) as Call[])
    .filter((call) => 'id' in call)
    .map((call) => ({ jsonrpc: '2.0', id: call.id, error }))
}

/**
 * Forwards what filterRpcBody let through to the chain's upstreams. A batch bigger than the chain's
 * node takes in one body (upstreamBatchLimitFor) goes in several, one after the other, and is
 * answered as one batch: the caller sees the spec's batch of up to 1,000 calls served.
 */
export async function forwardRpcBatch(
  upstreams: readonly string[],
  filtered: Extract<FilteredRpcBody, { kind: 'forward' }>,
  chainId: string,
  fetcher: typeof fetch = fetch,
): Promise<ForwardResult> {
  const limit = upstreamBatchLimitFor(chainId)
  const bodies = filtered.batch && limit ? splitBatch(filtered.allowed, limit) : []
  if (bodies.length <= 1) return forwardRpc(upstreams, filtered.body, fetcher)
  const answers: unknown[] = []
  for (const body of bodies) answers.push(...answersOf(body, await forwardRpc(upstreams, body, fetcher)))
  return { status: 200, body: JSON.stringify(answers) }
}
