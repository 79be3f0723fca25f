/** A value loaded at most once per key per window and shared by every concurrent asker. */
export interface Memo<T> {
  /** The value kept for `key` while fresh, else `load()`'s (shared with those asking meanwhile). A failure is not kept. */
  get(key: string, load: () => Promise<T>): Promise<T>
}

/**
 * A memo in this process's memory: one answer per key per `freshMs`, shared by concurrent askers,
 * bounded by the keys asked in the last window.
 *
 * @example
 * import { createMemoryMemo } from './memo.js'
 * const statuses = createMemoryMemo<string>(5_000)
 * await statuses.get('checkout-1', () => askProvider('checkout-1'))
 */
export function createMemoryMemo<T>(freshMs: number, now: () => number = Date.now): Memo<T> {
  const kept = new Map<string, { at: number; answer: Promise<T> }>()
  return {
    get(key, load) {
      const at = now()
      const fresh = kept.get(key)
      if (fresh && at - fresh.at < freshMs) return fresh.answer
      for (const [id, entry] of kept) if (at - entry.at >= freshMs) kept.delete(id)
      const answer = load()
      kept.set(key, { at, answer })
      answer.catch(() => {
        if (kept.get(key)?.answer === answer) kept.delete(key)
      })
      return answer
    },
  }
}
