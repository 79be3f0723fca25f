/**
 * Runs tasks one after another per key (a user): two transactions sent at once would otherwise
 * read the same nonce from the node and one would be dropped.
 */
export function createKeyedLock() {
  const tails = new Map<string, Promise<unknown>>()
  return async function withLock<T>(key: string, task: () => Promise<T>): Promise<T> {
    const previous = tails.get(key) ?? Promise.resolve()
    const run = previous.then(task, task)
    const tail = run.catch(() => undefined)
    tails.set(key, tail)
    try {
      return await run
    } finally {
      if (tails.get(key) === tail) tails.delete(key)
    }
  }
}
