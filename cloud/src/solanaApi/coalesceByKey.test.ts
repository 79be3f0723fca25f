import { describe, expect, it } from 'vitest'
import { coalesceByKey } from './coalesceByKey.js'

const deferred = () => {
  let resolve = () => {}
  const promise = new Promise<void>((r) => {
    resolve = r
  })
  return { promise, resolve }
}

describe('coalesceByKey', () => {
  it('shares a run per key, queues one more for callers arriving mid-run, and forgets idle keys', async () => {
    const started: string[] = []
    const gates: ReturnType<typeof deferred>[] = []
    const sync = coalesceByKey((key) => {
      started.push(key)
      const gate = deferred()
      gates.push(gate)
      return gate.promise
    })
    const first = sync('a')
    const second = sync('a')
    const third = sync('a')
    const other = sync('b')
    expect(started).toEqual(['a', 'b'])
    expect(second).toBe(third)
    gates[0]?.resolve()
    await first
    // The callers that arrived during the first run get a run of their own, started after it.
    await new Promise((r) => setTimeout(r, 0))
    expect(started).toEqual(['a', 'b', 'a'])
    gates[2]?.resolve()
    gates[1]?.resolve()
    await Promise.all([second, other])
    sync('a')
    expect(started).toEqual(['a', 'b', 'a', 'a'])
    gates[3]?.resolve()
  })

  it('runs again after a failed run', async () => {
    let calls = 0
    const sync = coalesceByKey(async () => {
      calls++
      if (calls === 1) throw new Error('node down')
    })
    const failed = sync('a')
    const queued = sync('a')
    await expect(failed).rejects.toThrow('node down')
    await expect(queued).resolves.toBeUndefined()
    expect(calls).toBe(2)
  })
})
