import { afterEach, expect, it, vi } from 'vitest'
import { describeOnBothDialects } from '../db/testDatabases.js'
import { createSolanaIndexer, type SolanaIndexer } from './solanaIndexer.js'
import { createSolanaIndexStore } from './solanaIndexStore.js'
import type { SolanaRpcClient } from './solanaRpcClient.js'

const SYSTEM = '11111111111111111111111111111111'

/** A node in memory: each address's signatures newest first, and the transactions behind them. */
function fakeNode() {
  const listed = new Map<string, string[]>()
  const landed = new Map<string, unknown>()
  const calls: string[] = []
  let slot = 0
  const rpc: SolanaRpcClient = {
    async call(method, params, schema) {
      calls.push(method)
      const [first, config] = params as [unknown, { limit?: number; before?: string; until?: string }]
      let result: unknown
      if (method === 'getTokenAccountsByOwner') result = { value: [] }
      else if (method === 'getSignatureStatuses')
        result = { value: (first as string[]).map((s) => (landed.has(s) ? { slot: 1 } : null)) }
      else if (method === 'getTransaction') result = landed.get(first as string) ?? null
      else if (method === 'getSignaturesForAddress') {
        let list = listed.get(first as string) ?? []
        if (config.until) list = list.slice(0, Math.max(0, list.indexOf(config.until)))
        if (config.before) list = list.slice(list.indexOf(config.before) + 1)
        result = list.slice(0, config.limit).map((signature) => ({ signature }))
      } else throw new Error(`unexpected ${method}`)
      return schema.parse(result)
    },
  }
  return {
    rpc,
    calls,
    /** A SOL transfer from `from` to `to`, listed for both. */
    land(from: string, to: string, signature: string, { readable = true } = {}) {
      slot++
      for (const address of [from, to]) listed.set(address, [signature, ...(listed.get(address) ?? [])])
      if (!readable) return
      landed.set(signature, {
        slot,
        blockTime: 1_700_000_000 + slot,
        meta: { err: null },
        transaction: {
          signatures: [signature],
          message: {
            accountKeys: [{ pubkey: from, signer: true }],
            instructions: [
              {
                programId: SYSTEM,
                parsed: { type: 'transfer', info: { source: from, destination: to, lamports: slot } },
              },
            ],
          },
        },
      })
    },
  }
}

let indexer: SolanaIndexer | undefined
afterEach(() => {
  indexer?.stop()
})
const signaturesOf = async (address: string) =>
  (await (indexer as SolanaIndexer).store.history(address, 100)).map((t) => t.signature)

describeOnBothDialects('createSolanaIndexer', (fresh) => {
  it('reads an account history in pages, at most `backfill` of it, then only what is new', async () => {
    const node = fakeNode()
    for (let i = 1; i <= 7; i++) node.land('A', 'B', `s${i}`)
    indexer = createSolanaIndexer(node.rpc, createSolanaIndexStore(await fresh(), 'solana:test'), {
      backfill: 5,
    })
    await indexer.sync('A')
    expect(await signaturesOf('A')).toEqual(['s7', 's6', 's5', 's4', 's3'])
    node.land('B', 'A', 's8')
    node.calls.length = 0
    await indexer.sync('A')
    expect((await signaturesOf('A'))[0]).toBe('s8')
    expect(node.calls.filter((m) => m === 'getTransaction')).toHaveLength(1)
  })

  it('leaves the cursor where it was when a listed transaction cannot be read yet', async () => {
    const node = fakeNode()
    node.land('A', 'B', 's1', { readable: false })
    indexer = createSolanaIndexer(node.rpc, createSolanaIndexStore(await fresh(), 'solana:test'))
    await expect(indexer.sync('A')).rejects.toThrow('not found')
    expect((await indexer.store.cursors(['A'])).size).toBe(0)
  })

  it('follows the addresses asked about last, until they are not asked about for a while', async () => {
    const node = fakeNode()
    const db = await fresh()
    let now = 0
    indexer = createSolanaIndexer(node.rpc, createSolanaIndexStore(db, 'solana:test'), {
      intervalMs: 5,
      followLimit: 2,
      followForMs: 1_000,
      now: () => now,
    })
    const follows = () => db.selectFrom('sol_follow').select('address').orderBy('address').execute()
    for (const address of ['A', 'B', 'C']) {
      indexer.follow(address)
      now++
    }
    await vi.waitFor(async () => expect(await follows()).toHaveLength(3))
    indexer.start()
    node.land('X', 'B', 's1')
    node.land('X', 'C', 's2')
    node.land('X', 'A', 's3')
    await vi.waitFor(async () => {
      expect([(await signaturesOf('B')).length, (await signaturesOf('C')).length]).toEqual([1, 1])
    })
    // A was asked about first: past the limit, it is not followed (nor kept), so its transfer is not read.
    expect(await signaturesOf('A')).toEqual([])
    expect(await follows()).toEqual([{ address: 'B' }, { address: 'C' }])
    // Not asked about for longer than followForMs: forgotten by the next tick, which then reads nothing.
    now = 2_000
    await vi.waitFor(async () => expect(await follows()).toEqual([]))
    node.land('X', 'C', 's4')
    expect(await signaturesOf('C')).toEqual(['s2'])
  })

  it('follows what another node was asked about: the follows are in the shared store', async () => {
    const node = fakeNode()
    const db = await fresh()
    // The node whose visitor asks runs no background sync (it does not hold the lease) ...
    const asked = createSolanaIndexer(node.rpc, createSolanaIndexStore(db, 'solana:test'))
    asked.follow('B')
    // ... the one that does follow it, and reads B's transfer without being asked.
    indexer = createSolanaIndexer(node.rpc, createSolanaIndexStore(db, 'solana:test'), { intervalMs: 5 })
    indexer.start()
    node.land('X', 'B', 's1')
    await vi.waitFor(async () => expect(await signaturesOf('B')).toEqual(['s1']))
  })
})
