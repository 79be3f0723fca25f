/**
 * A guard for answers that arrive out of order: each call of `next()` starts a request and
 * returns its ticket; only the newest ticket is `current`, so an older answer is dropped
 * instead of overwriting a newer one. Starting a request aborts the one before it.
 */
export function createLatest() {
  let newest = 0
  let controller: AbortController | undefined
  return {
    next() {
      const mine = ++newest
      controller?.abort()
      controller = new AbortController()
      return { signal: controller.signal, current: () => mine === newest }
    },
    /** Drops whatever is under way (inputs cleared, the view left). */
    cancel() {
      newest++
      controller?.abort()
      controller = undefined
    },
  }
}
