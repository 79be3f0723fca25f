/**
 * Wraps `run` so that concurrent calls for one key share a run, and a caller arriving mid-run waits
 * for one more run (it must see what changed before it asked). Keys are forgotten when idle, so a
 * stranger asking for a million keys leaves nothing behind.
 */
export function coalesceByKey(run: (key: string) => Promise<void>): (key: string) => Promise<void> {
  const running = new Map<string, Promise<void>>()
  const queued = new Map<string, Promise<void>>()
  const start = (key: string): Promise<void> => {
    const promise = run(key).finally(() => running.delete(key))
    running.set(key, promise)
    return promise
  }
  return (key) => {
    const current = running.get(key)
    if (!current) return start(key)
    let next = queued.get(key)
    if (!next) {
      next = current
        .catch(() => undefined)
        .then(() => {
          queued.delete(key)
          return running.get(key) ?? start(key)
        })
      queued.set(key, next)
    }
    return next
  }
}
