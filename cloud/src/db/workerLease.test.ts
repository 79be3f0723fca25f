import { hostname } from 'node:os'
import { expect, it, vi } from 'vitest'
import type { CloudDatabase } from './openDatabase.js'
import { describeOnBothDialects } from './testDatabases.js'
import { createWorkerLease, takeLease, type WorkerLease } from './workerLease.js'

describeOnBothDialects('worker lease', (fresh) => {
  it('gives a free lease to exactly one of several nodes asking at once', async () => {
    const db = await fresh()
    const holders = ['a', 'b', 'c', 'd', 'e']
    const took = await Promise.all(holders.map((holder) => takeLease(db, 'treasury', holder, 1_000, 16_000)))
    expect(took.filter(Boolean)).toHaveLength(1)
    const winner = holders[took.indexOf(true)] as string
    // The holder renews it; the others are refused until it expires, then one of them takes it.
    expect(await takeLease(db, 'treasury', winner, 2_000, 17_000)).toBe(true)
    expect(await takeLease(db, 'treasury', 'x', 16_999, 31_999)).toBe(false)
    expect(await takeLease(db, 'treasury', 'x', 17_000, 32_000)).toBe(true)
    expect(await takeLease(db, 'treasury', winner, 17_001, 32_001)).toBe(false)
    // Another worker's lease is its own.
    expect(await takeLease(db, 'evm-indexer:eip155:31337', winner, 17_001, 32_001)).toBe(true)
  })

  it('hands the work to the other node when the holder dies, and at once when it stops', async () => {
    const db = await fresh()
    let time = 0
    const now = () => time
    const events: string[] = []
    const node = (id: string) =>
      createWorkerLease(db, {
        name: 'treasury',
        holder: id,
        ttlMs: 1_000,
        renewMs: 20,
        now,
        onAcquired: () => events.push(`${id} acquired`),
        onLost: () => events.push(`${id} lost`),
      })
    const a = node('a')
    await a.acquired()
    const b = node('b')
    // b keeps asking while a renews: a keeps it.
    await vi.waitFor(async () => {
      expect(await db.selectFrom('leases').select('holder').executeTakeFirst()).toEqual({ holder: 'a' })
    })
    expect(b.held()).toBe(false)
    // a dies: its renewals stop and its row stays. b waits for the expiry, then takes over.
    await stopWithoutRelease(a, db)
    time += 999
    expect(await takeLease(db, 'treasury', 'b', time, time + 1_000)).toBe(false)
    expect(b.held()).toBe(false)
    time += 1
    await b.acquired()
    expect(b.held()).toBe(true)
    // b stops and hands it back: a third node takes it on its first try, without waiting for expiry.
    await b.stop()
    const c = node('c')
    await c.acquired()
    await c.stop()
    expect(events).toEqual(['a acquired', 'a lost', 'b acquired', 'b lost', 'c acquired', 'c lost'])
  })

  it('names its holder by host and process, so an operator (or a test) knows which node to look at', async () => {
    const db = await fresh()
    const lease = createWorkerLease(db, { name: 'treasury' })
    await lease.acquired()
    const { holder } = await db.selectFrom('leases').select('holder').executeTakeFirstOrThrow()
    expect(holder).toBe(lease.holder)
    expect(holder.startsWith(`${hostname()}:${process.pid}:`)).toBe(true)
    // Two leases of one process are still two holders.
    const other = createWorkerLease(db, { name: 'other' })
    expect(other.holder).not.toBe(holder)
    await other.stop()
    await lease.stop()
  })
})

/** Stops a lease's renewals but puts its row back, as a holder killed mid-lease leaves it. */
async function stopWithoutRelease(lease: WorkerLease, db: CloudDatabase) {
  const row = await db.selectFrom('leases').selectAll().executeTakeFirstOrThrow()
  await lease.stop()
  await db.insertInto('leases').values(row).execute()
}
