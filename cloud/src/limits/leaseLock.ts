/** Runs tasks one at a time per key, on every node that shares the lock's store. */
export interface LeaseLock {
  /**
   * Runs `task` once no other holder has `key`, and frees it after. Throws LockWaitTimeoutError when
   * the wait is longer than the lock allows, LimitsUnavailableError when its store does not answer.
   */
  withLock<T>(key: string, task: () => Promise<T>): Promise<T>
}

/** Another holder kept the key for longer than a waiter may wait. */
export class LockWaitTimeoutError extends Error {
  override name = 'LockWaitTimeoutError'
  constructor(key: string, waitedMs: number) {
    super(`The lock on ${key} is still held after ${waitedMs} ms`)
  }
}

/**
 * The lock of one process: tasks queue per key in arrival order (a failed one lets the next run),
 * and the queue of a key is dropped once empty. Nothing expires: a task holds its key until it ends.
 *
 * @example
 * import { createMemoryLeaseLock } from './leaseLock.js'
 * const lock = createMemoryLeaseLock()
 * await Promise.all([lock.withLock('user:1', sendFirst), lock.withLock('user:1', sendSecond)]) // one after the other
 */
export function createMemoryLeaseLock(): LeaseLock {
  const tails = new Map<string, Promise<unknown>>()
  return {
    async withLock<T>(key: string, task: () => Promise<T>): Promise<T> {
      const previous = tails.get(key) ?? Promise.resolve()
      const run = previous.then(task, task)
      const tail = run.catch(() => undefined)
      tails.set(key, tail)
      try {
        return await run
      } finally {
        if (tails.get(key) === tail) tails.delete(key)
      }
    },
  }
}
