export interface Fanout {
  /** Queues `deliver` for every target, after what is already queued; resolves when the last one ran. */
  run<T>(targets: readonly T[], deliver: (target: T) => void): Promise<void>
  /** Deliveries still queued. */
  pending(): number
  /** Drops everything queued (the server is closing); their promises never resolve. */
  clear(): void
}

interface Job {
  targets: readonly unknown[]
  next: number
  deliver(target: unknown): void
  done(): void
}

/**
 * Runs deliveries (a notification to each of a slot's subscribers) at most `perTurn` per event-loop
 * turn, yielding with setImmediate between chunks, in the order queued. The node shares its process
 * with the cloud: one slot notifying ten thousand subscriptions in one synchronous loop would hold
 * every HTTP request and timer until it ends.
 */
export function createFanout(perTurn: number, logTag = '[solana-ws]'): Fanout {
  const jobs: Job[] = []
  let scheduled: NodeJS.Immediate | undefined
  let queued = 0

  const drain = () => {
    scheduled = undefined
    for (let budget = perTurn; budget > 0 && jobs.length > 0; ) {
      const job = jobs[0] as Job
      for (; budget > 0 && job.next < job.targets.length; budget--, queued--) {
        try {
          job.deliver(job.targets[job.next++])
        } catch (error) {
          // One failed send must not stop the others' notifications.
          console.error(logTag, error)
        }
      }
      if (job.next === job.targets.length) {
        jobs.shift()
        job.done()
      }
    }
    if (jobs.length > 0) scheduled = setImmediate(drain)
  }

  return {
    run(targets, deliver) {
      return new Promise<void>((done) => {
        if (targets.length === 0) return done()
        jobs.push({ targets, next: 0, deliver: deliver as (target: unknown) => void, done })
        queued += targets.length
        scheduled ??= setImmediate(drain)
      })
    },
    pending: () => queued,
    clear() {
      if (scheduled) clearImmediate(scheduled)
      scheduled = undefined
      jobs.length = 0
      queued = 0
    },
  }
}
