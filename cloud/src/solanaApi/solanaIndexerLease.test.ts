import { solanaLocalnetChains } from '@airlock/dev-cloud'
import { Keypair, LAMPORTS_PER_SOL } from '@solana/web3.js'
import { afterAll, beforeAll, expect, it, onTestFinished, vi } from 'vitest'
import type { CloudDatabase } from '../db/openDatabase.js'
import { describeOnBothDialects } from '../db/testDatabases.js'
import { createSolanaApi } from './solanaApi.js'
import { type SolanaCloud, startSolanaCloud } from './testSolanaCloud.js'

let kit: SolanaCloud
beforeAll(async () => {
  kit = await startSolanaCloud()
}, 30_000)
afterAll(() => kit?.close())

/** One API node's Solana API on the shared database, syncing what it follows every 50 ms while it holds the lease. */
function node(database: CloudDatabase) {
  const api = createSolanaApi({
    chains: solanaLocalnetChains(kit.node.url),
    database,
    publicUrl: 'http://127.0.0.1:1',
    indexer: { intervalMs: 50 },
    indexerLeaseMs: 1_000,
  })
  onTestFinished(() => api.close())
  return api
}

const indexed = async (db: CloudDatabase, payer: string) =>
  (await db.selectFrom('sol_tx').select('signature').where('fee_payer', '=', payer).execute()).map(
    (row) => row.signature,
  )

describeOnBothDialects('the Solana indexer on two nodes', (fresh) => {
  it('syncs in the background on one node, what any node was asked about; the other takes over when it dies', async () => {
    const db = await fresh()
    const a = node(db)
    await vi.waitFor(() => expect(a.indexing(kit.chainId)).toBe(true))
    const b = node(db)
    const visitor = Keypair.generate()
    await kit.sendSol(kit.treasury, visitor.publicKey, LAMPORTS_PER_SOL)
    // A visitor looks at their balance through node B, which does not sync in the background ...
    const asked = await b.balance(visitor.publicKey.toBase58(), { chainId: kit.chainId })
    expect(asked).toMatchObject({ status: 200 })
    expect(b.indexing(kit.chainId)).toBe(false)
    // ... so a transaction they send afterwards is indexed by node A, nobody asking for history.
    const first = await kit.sendSol(visitor, kit.treasury.publicKey, LAMPORTS_PER_SOL / 10)
    await vi.waitFor(async () => expect(await indexed(db, visitor.publicKey.toBase58())).toEqual([first]), {
      timeout: 20_000,
    })

    // A dies holding the lease (its row stays); B takes over once it expires, and follows the same address.
    const lease = await db
      .selectFrom('leases')
      .selectAll()
      .where('name', '=', `solana-indexer:${kit.chainId}`)
      .executeTakeFirstOrThrow()
    await a.close()
    await db.insertInto('leases').values(lease).execute()
    await vi.waitFor(() => expect(b.indexing(kit.chainId)).toBe(true), { timeout: 20_000 })
    const second = await kit.sendSol(visitor, kit.treasury.publicKey, LAMPORTS_PER_SOL / 10)
    await vi.waitFor(
      async () =>
        expect((await indexed(db, visitor.publicKey.toBase58())).sort()).toEqual([first, second].sort()),
      { timeout: 20_000 },
    )
  })
})
