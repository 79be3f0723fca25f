import { type RunningAnvil, startAnvil } from '@airlock/dev-cloud'
import { freePort } from '@airlock/node-kit'
import { createPublicClient, createTestClient, http } from 'viem'
import { foundry } from 'viem/chains'
import { afterAll, beforeAll, expect, it, onTestFinished, vi } from 'vitest'
import type { CloudDatabase } from '../db/openDatabase.js'
import { describeOnBothDialects } from '../db/testDatabases.js'
import { createBlockchainApi } from './blockchainApi.js'

const CHAIN = 'eip155:31337'

let anvil: RunningAnvil
beforeAll(async () => {
  anvil = await startAnvil({ port: await freePort() })
}, 60_000)
afterAll(() => anvil?.stop())

/** One API node's blockchain API on the shared database. */
function node(database: CloudDatabase) {
  const api = createBlockchainApi({
    chains: { [CHAIN]: { rpcUrl: anvil.url } },
    database,
    publicUrl: 'http://127.0.0.1:1',
    indexerLeaseMs: 1_000,
  })
  onTestFinished(() => api.close())
  return api
}

const cursorOf = async (db: CloudDatabase) =>
  (await db.selectFrom('idx_head').select('block').where('chain', '=', CHAIN).executeTakeFirst())?.block ?? -1

describeOnBothDialects('the EVM indexer on two nodes', (fresh) => {
  it('follows the chain on one node; the other resumes from the stored cursor when it dies', async () => {
    const db = await fresh()
    const mine = () =>
      createTestClient({ chain: foundry, mode: 'anvil', transport: http(anvil.url) }).mine({ blocks: 1 })
    const a = node(db)
    await vi.waitFor(() => expect(a.indexing(CHAIN)).toBe(true))
    const b = node(db)
    await mine()
    const head = async () =>
      Number(await createPublicClient({ chain: foundry, transport: http(anvil.url) }).getBlockNumber())
    const first = await head()
    await vi.waitFor(async () => expect(await cursorOf(db)).toBeGreaterThanOrEqual(first), {
      timeout: 20_000,
    })
    expect(b.indexing(CHAIN)).toBe(false)

    // a dies holding the lease (its row stays); b takes over once it expires and follows on from the cursor.
    const lease = await db
      .selectFrom('leases')
      .selectAll()
      .where('name', '=', `evm-indexer:${CHAIN}`)
      .executeTakeFirstOrThrow()
    await a.close()
    await db.insertInto('leases').values(lease).execute()
    await vi.waitFor(() => expect(b.indexing(CHAIN)).toBe(true), { timeout: 20_000 })
    await mine()
    const second = await head()
    await vi.waitFor(async () => expect(await cursorOf(db)).toBeGreaterThanOrEqual(second), {
      timeout: 20_000,
    })
  })
})
