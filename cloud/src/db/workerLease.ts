import { randomUUID } from 'node:crypto'
import { hostname } from 'node:os'
import type { CloudDatabase } from './openDatabase.js'

export interface LeaseOptions {
  /** The worker's name: one holder per name at a time. */
  name: string
  /** This node's id; unless given, its host and process id (who holds it, for an operator) and a random part per lease. */
  holder?: string
  /** How long a taken lease lasts unless renewed: how long a dead holder's work waits for another node. */
  ttlMs?: number
  /** How often the holder renews it (and a waiting node tries to take it). */
  renewMs?: number
  now?: () => number
  /** This node took the lease: start the work. */
  onAcquired?: () => void
  /** This node lost the lease (not renewed in time, or stopped): stop the work. */
  onLost?: () => void
}

export interface WorkerLease {
  readonly holder: string
  /** Whether this node holds the lease now. */
  held(): boolean
  /** Resolves once this node holds the lease. */
  acquired(): Promise<void>
  /** Resolves after this node's first try (held() then says whether it won). */
  readonly tried: Promise<void>
  /** Stops renewing and hands the lease back, so another node takes over at once. */
  stop(): Promise<void>
}

/**
 * Takes the lease if it is free, expired or already ours, in one statement (an upsert whose update
 * only applies when the row is ours or expired), so of two nodes at once exactly one gets it.
 * Says whether this holder holds it until `expiresAt`.
 */
export async function takeLease(
  db: CloudDatabase,
  name: string,
  holder: string,
  now: number,
  expiresAt: number,
) {
  const row = await db
    .insertInto('leases')
    .values({ name, holder, expires_at: expiresAt })
    .onConflict((conflict) =>
      conflict
        .column('name')
        .doUpdateSet({ holder, expires_at: expiresAt })
        .where((eb) => eb.or([eb('leases.holder', '=', holder), eb('leases.expires_at', '<=', now)])),
    )
    .returning('holder')
    .executeTakeFirst()
  return row?.holder === holder
}

/**
 * A single-writer worker's election through the database: the EVM and Solana indexers and the on-ramp
 * treasury run on the one node holding their lease; the others wait and take over once the holder
 * stops renewing (it died) or hands it back (it stopped). The holder counts the lease lost as soon as a
 * renewal fails to land before its own expiry, so two nodes never both think they hold it (clocks
 * agreeing to well within `ttlMs`).
 */
export function createWorkerLease(
  db: CloudDatabase,
  {
    name,
    holder = `${hostname()}:${process.pid}:${randomUUID()}`,
    ttlMs = 15_000,
    renewMs = ttlMs / 3,
    now = Date.now,
    onAcquired,
    onLost,
  }: LeaseOptions,
): WorkerLease {
  let holding = false
  let heldUntil = 0
  let stopped = false
  let timer: NodeJS.Timeout | undefined
  let waiters: (() => void)[] = []
  const lose = () => {
    if (!holding) return
    holding = false
    onLost?.()
  }
  const tick = async () => {
    const time = now()
    let took: boolean | 'error'
    try {
      took = await takeLease(db, name, holder, time, time + ttlMs)
    } catch (error) {
      console.warn(`[lease] ${name}: ${(error as Error).message}`)
      took = 'error'
    }
    if (stopped) return
    if (took === true) {
      heldUntil = time + ttlMs
      if (holding) return
      holding = true
      onAcquired?.()
      for (const resolve of waiters) resolve()
      waiters = []
    } else if (took === false || now() >= heldUntil) lose()
  }
  let running: Promise<void> = Promise.resolve()
  const loop = () => {
    if (stopped) return
    running = tick().then(() => {
      if (stopped) return
      timer = setTimeout(loop, renewMs)
      timer.unref()
    })
  }
  loop()
  const tried = running
  return {
    holder,
    tried,
    held: () => holding && now() < heldUntil,
    acquired: () => (holding ? Promise.resolve() : new Promise((resolve) => waiters.push(resolve))),
    async stop() {
      stopped = true
      clearTimeout(timer)
      // A renewal in flight would write the row back after the release.
      await running
      const was = holding
      lose()
      if (was) await db.deleteFrom('leases').where('name', '=', name).where('holder', '=', holder).execute()
    },
  }
}
