/**
 * Spec section 9, RPC transport: endpoints are ranked by a ping every 4 s, on the last 10 samples,
 * scored 0.7 for stability (pings answered) and 0.3 for latency.
 */
export const rpcRanking = {
  samples: 10,
  pingTimeoutMs: 1000,
  intervalMs: 4000,
  stabilityWeight: 0.7,
  latencyWeight: 0.3,
  /** A chain nobody asked for this long stops being pinged until its next request. */
  idleMs: 60_000,
} as const

interface Sample {
  ok: boolean
  latencyMs: number
}

export interface UpstreamRanking {
  /** The endpoints ranked, in the operator's order. */
  readonly upstreams: readonly string[]
  /** The endpoints best first; the configured order until the first pings are in. */
  order(): readonly string[]
  /** Pings every endpoint once now (tests, and the first request of an idle chain). */
  ping(): Promise<void>
  stop(): void
}

export interface RankingOptions {
  fetcher?: typeof fetch
  now?: () => number
  /** Set false to ping only when `ping()` is called (tests). */
  poll?: boolean
}

/**
 * The ping a chain's node answers cheaply: `net_listening` on EVM (as viem's fallback ranks), the
 * health check on Solana, whose nodes have no `net_*` methods.
 */
export function pingBodyFor(chainId: string): string {
  const method = chainId.startsWith('solana:') ? 'getHealth' : 'net_listening'
  return JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: [] })
}

function answered(text: string): boolean {
  try {
    const parsed = JSON.parse(text) as { result?: unknown; error?: unknown }
    return parsed !== null && typeof parsed === 'object' && 'result' in parsed && !parsed.error
  } catch {
    return false
  }
}

/**
 * Scores each endpoint from its samples: stability is the share of pings answered, latency is
 * scored against the slowest endpoint's mean (the fastest scores most). Unanswered pings count
 * at the ping timeout, so a dead endpoint ranks last on both.
 */
export function scoreUpstreams(samples: ReadonlyMap<string, readonly Sample[]>): Map<string, number> {
  const means = new Map<string, number>()
  for (const [url, list] of samples) {
    if (list.length === 0) continue
    means.set(url, list.reduce((sum, s) => sum + s.latencyMs, 0) / list.length)
  }
  const slowest = Math.max(0, ...means.values())
  const scores = new Map<string, number>()
  for (const [url, list] of samples) {
    if (list.length === 0) continue
    const stability = list.filter((s) => s.ok).length / list.length
    const latency = slowest > 0 ? 1 - (means.get(url) ?? slowest) / slowest : 1
    scores.set(url, rpcRanking.stabilityWeight * stability + rpcRanking.latencyWeight * latency)
  }
  return scores
}

/**
 * Ranks one chain's endpoints for the RPC proxy's fallback. One endpoint needs no ranking and is
 * never pinged; with several, pings run only while the chain is being asked (they cost the
 * operator's provider quota) and the order changes only when the scores do.
 */
export function rankUpstreams(
  upstreams: readonly string[],
  chainId: string,
  { fetcher = fetch, now = Date.now, poll = true }: RankingOptions = {},
): UpstreamRanking {
  const samples = new Map<string, Sample[]>(upstreams.map((url) => [url, []]))
  const body = pingBodyFor(chainId)
  let ranked: readonly string[] = upstreams
  let timer: ReturnType<typeof setInterval> | undefined
  let lastAsked = 0
  let round: Promise<void> | undefined

  async function pingOne(url: string): Promise<Sample> {
    const started = now()
    try {
      const response = await fetcher(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
        signal: AbortSignal.timeout(rpcRanking.pingTimeoutMs),
      })
      const ok = response.ok && answered(await response.text())
      return { ok, latencyMs: Math.min(now() - started, rpcRanking.pingTimeoutMs) }
    } catch {
      return { ok: false, latencyMs: rpcRanking.pingTimeoutMs }
    }
  }

  async function pingAll() {
    const results = await Promise.all(upstreams.map(pingOne))
    for (const [i, url] of upstreams.entries()) {
      const list = samples.get(url) as Sample[]
      list.push(results[i] as Sample)
      if (list.length > rpcRanking.samples) list.shift()
    }
    const scores = scoreUpstreams(samples)
    // Stable: equal scores keep the operator's order.
    ranked = [...upstreams].sort((a, b) => (scores.get(b) ?? 0) - (scores.get(a) ?? 0))
  }

  function ping(): Promise<void> {
    round ??= pingAll().finally(() => {
      round = undefined
    })
    return round
  }

  function tick() {
    if (now() - lastAsked > rpcRanking.idleMs) {
      clearInterval(timer)
      timer = undefined
      return
    }
    void ping()
  }

  return {
    upstreams,
    order() {
      if (upstreams.length < 2) return upstreams
      lastAsked = now()
      if (poll && timer === undefined) {
        void ping()
        timer = setInterval(tick, rpcRanking.intervalMs)
        timer.unref()
      }
      return ranked
    },
    ping,
    stop() {
      clearInterval(timer)
      timer = undefined
    },
  }
}
