/**
 * A request made once input pauses (a quote as an amount is typed), whose answer counts only while
 * no newer one was asked for: each `schedule` takes its turn at once, so an answer for an earlier
 * input that lands during the pause is dropped too, and aborts the request before it.
 */
export function createDebouncedLatest() {
  let turn = 0
  let timer: ReturnType<typeof setTimeout> | undefined
  let controller: AbortController | undefined
  const drop = () => {
    turn++
    clearTimeout(timer)
    controller?.abort()
    controller = undefined
  }
  return {
    schedule<T>(
      delay: number,
      request: (signal: AbortSignal) => Promise<T>,
      settle: { answer(value: T): void; failure(error: unknown): void },
    ) {
      drop()
      const mine = turn
      const own = new AbortController()
      controller = own
      timer = setTimeout(() => {
        request(own.signal).then(
          (value) => mine === turn && settle.answer(value),
          (error: unknown) => mine === turn && settle.failure(error),
        )
      }, delay)
    },
    /** Drops whatever is waiting or under way (the input cleared, the view left). */
    cancel: drop,
  }
}
