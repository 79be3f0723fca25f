import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createDebouncedLatest } from './debouncedLatest.js'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

/**
 * A debounced-latest with requests the test answers or fails by hand (recording whether each was
 * aborted), and what reached the caller, in order.
 */
function setup() {
  const latest = createDebouncedLatest()
  const made: { signal: AbortSignal; answer: (v: string) => void; fail: (e: Error) => void }[] = []
  const heard: string[] = []
  const request = (signal: AbortSignal) =>
    new Promise<string>((answer, fail) => {
      made.push({ signal, answer, fail })
    })
  const settle = {
    answer: (v: string) => heard.push(v),
    failure: (e: unknown) => heard.push(`failed: ${(e as Error).message}`),
  }
  const schedule = (delay: number) => latest.schedule(delay, request, settle)
  return { latest, made, heard, schedule }
}

describe('createDebouncedLatest', () => {
  it('makes the request once the input pauses', async () => {
    const { made, heard, schedule } = setup()
    schedule(500)
    await vi.advanceTimersByTimeAsync(300)
    schedule(500)
    await vi.advanceTimersByTimeAsync(499)
    expect(made).toHaveLength(0)
    await vi.advanceTimersByTimeAsync(1)
    expect(made).toHaveLength(1)
    made[0]?.answer('b')
    await vi.advanceTimersByTimeAsync(0)
    expect(heard).toEqual(['b'])
  })

  it('drops an older answer landing after a newer request, and aborts the older one', async () => {
    const { made, heard, schedule } = setup()
    schedule(0)
    await vi.advanceTimersByTimeAsync(0)
    schedule(500)
    expect(made[0]?.signal.aborted).toBe(true)
    // Lands during the pause of the newer one: dropped.
    made[0]?.answer('old')
    await vi.advanceTimersByTimeAsync(500)
    made[1]?.answer('new')
    await vi.advanceTimersByTimeAsync(0)
    expect(heard).toEqual(['new'])
  })

  it('passes failures of the newest request only, and nothing after cancel', async () => {
    const { latest, made, heard, schedule } = setup()
    schedule(0)
    await vi.advanceTimersByTimeAsync(0)
    made[0]?.fail(new Error('down'))
    await vi.advanceTimersByTimeAsync(0)
    expect(heard).toEqual(['failed: down'])
    schedule(0)
    await vi.advanceTimersByTimeAsync(0)
    latest.cancel()
    expect(made[1]?.signal.aborted).toBe(true)
    made[1]?.fail(new Error('late'))
    schedule(100)
    latest.cancel()
    await vi.advanceTimersByTimeAsync(1000)
    expect(heard).toEqual(['failed: down'])
    expect(made).toHaveLength(2)
  })
})
