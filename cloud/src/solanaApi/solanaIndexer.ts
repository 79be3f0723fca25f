import * as z from 'zod'
import { coalesceByKey } from './coalesceByKey.js'
import type { SolanaIndexStore } from './solanaIndexStore.js'
import { SolanaNodeError, type SolanaRpcClient } from './solanaRpcClient.js'
import {
  ParsedTransactionSchema,
  type SolanaTransfer,
  type SolanaTx,
  transfersOf,
} from './solanaTransfers.js'
import { tokenAccountsOf } from './tokenAccounts.js'

/** getSignaturesForAddress's own page cap. */
const SIGNATURE_PAGE = 1_000
/** getTransaction calls in flight at once: a hosted node rate-limits bursts. */
const FETCHES_IN_FLIGHT = 8

const SignaturesSchema = z.array(z.object({ signature: z.string() })).max(SIGNATURE_PAGE)
const StatusesSchema = z.object({ value: z.array(z.unknown()) })

export interface SolanaIndexerOptions {
  /** How often followed addresses are synced, ms. */
  intervalMs?: number
  /** At most this many of an account's newest signatures are read in one sync (older ones never are). */
  backfill?: number
  /** Addresses followed at once (the most recently asked about), and for how long after the last ask. */
  followLimit?: number
  followForMs?: number
  now?: () => number
}

export interface SolanaIndexer {
  /** Indexes `address` and its token accounts up to the node's newest transaction. */
  sync(address: string): Promise<void>
  /**
   * Keeps `address` synced in the background for a while: someone is looking at it. Noted in the
   * store, so the node running the background sync (the lease holder) follows what any node was asked.
   */
  follow(address: string): void
  start(): void
  stop(): void
  readonly store: SolanaIndexStore
}

/** Runs `task` over `items`, `limit` at a time, keeping the results in order. */
async function mapLimited<T, R>(items: readonly T[], limit: number, task: (item: T) => Promise<R>) {
  const results: R[] = new Array(items.length)
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const index = next++
      results[index] = await task(items[index] as T)
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
  return results
}

/**
 * Follows a Solana node over plain JSON-RPC (so a hosted node works as well as the local one): an
 * address's transactions are those getSignaturesForAddress lists for it and for each of its token
 * accounts (a token transfer to a wallet names its token account, not the wallet), each read once
 * with getTransaction (jsonParsed) into the store. Each address keeps the newest signature it has
 * seen, so a sync reads only what is new, and survives restarts with the store. When none of those
 * signatures exists any more, the chain was reset under us and the index starts over.
 */
export function createSolanaIndexer(
  rpc: SolanaRpcClient,
  store: SolanaIndexStore,
  {
    // A followed address costs 3 + its token accounts calls a sync: kept small for a hosted node's limits.
    intervalMs = 3_000,
    backfill = SIGNATURE_PAGE,
    followLimit = 50,
    followForMs = 5 * 60_000,
    now = Date.now,
  }: SolanaIndexerOptions = {},
): SolanaIndexer {
  /** When this node last noted each address: a visitor's every balance poll is not a write. */
  const noted = new Map<string, number>()
  const noteEveryMs = Math.min(followForMs / 10, 30_000)
  let timer: ReturnType<typeof setTimeout> | undefined
  let stopped = true

  async function newSignatures(address: string, until: string | undefined) {
    const fresh: string[] = []
    let before: string | undefined
    while (fresh.length < backfill) {
      const limit = Math.min(SIGNATURE_PAGE, backfill - fresh.length)
      const page = await rpc.call(
        'getSignaturesForAddress',
        [
          address,
          { limit, commitment: 'confirmed', ...(before ? { before } : {}), ...(until ? { until } : {}) },
        ],
        SignaturesSchema,
      )
      fresh.push(...page.map((entry) => entry.signature))
      if (page.length < limit) break
      before = page.at(-1)?.signature
    }
    return fresh
  }

  /** True when none of the signatures the index holds is known to the node: a fresh chain. */
  async function wasReset(signatures: string[]) {
    if (signatures.length === 0) return false
    const { value } = await rpc.call(
      'getSignatureStatuses',
      [signatures.slice(0, 256), { searchTransactionHistory: true }],
      StatusesSchema,
    )
    return value.every((status) => status === null)
  }

  async function fetchTransaction(signature: string) {
    const answer = await rpc.call(
      'getTransaction',
      [signature, { encoding: 'jsonParsed', commitment: 'confirmed', maxSupportedTransactionVersion: 0 }],
      ParsedTransactionSchema.nullable(),
    )
    // Listed but not readable yet (a node behind its own index): try on the next sync, cursor unmoved.
    if (!answer) throw new SolanaNodeError(`getTransaction: ${signature} not found`)
    return transfersOf(answer)
  }

  async function syncNow(address: string) {
    const accounts = [address, ...(await tokenAccountsOf(rpc, address)).map((account) => account.address)]
    let cursors = await store.cursors(accounts)
    if (await wasReset([...cursors.values()])) {
      await store.clear()
      cursors = new Map()
    }
    const newest: { address: string; signature: string }[] = []
    const wanted = new Set<string>()
    for (const account of accounts) {
      const fresh = await newSignatures(account, cursors.get(account))
      if (fresh[0]) newest.push({ address: account, signature: fresh[0] })
      for (const signature of fresh) if (!(await store.has(signature))) wanted.add(signature)
    }
    const read = await mapLimited([...wanted], FETCHES_IN_FLIGHT, fetchTransaction)
    const txs: SolanaTx[] = read.map((entry) => entry.tx)
    const transfers: SolanaTransfer[] = read.flatMap((entry) => entry.transfers)
    await store.write({ txs, transfers, cursors: newest })
  }

  const sync = coalesceByKey(syncNow)

  async function tick() {
    const addresses = await store.followed(now() - followForMs, followLimit)
    for (const address of addresses) {
      if (stopped) return
      // The node may be down or restarting: the next tick tries again.
      await sync(address).catch(() => undefined)
    }
  }

  const loop = () => {
    if (stopped) return
    // A database that does not answer is tried again on the next tick.
    void tick()
      .catch(() => undefined)
      .finally(() => {
        if (!stopped) timer = setTimeout(loop, intervalMs)
      })
  }

  return {
    sync,
    follow(address) {
      const at = now()
      if ((noted.get(address) ?? Number.NEGATIVE_INFINITY) > at - noteEveryMs) return
      noted.delete(address) // re-inserted: the map's order is the order of the last notes
      noted.set(address, at)
      // Kept as small as the follow list: the oldest notes go first.
      for (const oldest of noted.keys()) {
        if (noted.size <= followLimit) break
        noted.delete(oldest)
      }
      // Best effort, as the sync it asks for: a failed note is retried by the next ask.
      store.follow(address, at).catch(() => noted.delete(address))
    },
    start() {
      if (!stopped) return
      stopped = false
      timer = setTimeout(loop, intervalMs)
    },
    stop() {
      stopped = true
      clearTimeout(timer)
    },
    store,
  }
}
