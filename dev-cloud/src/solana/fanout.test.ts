import { describe, expect, it, vi } from 'vitest'
import { createFanout } from './fanout.js'

const range = (n: number) => Array.from({ length: n }, (_, i) => i)

describe('fan-out', () => {
  it('delivers in order, a chunk per event-loop turn, letting callbacks queued meanwhile run between', async () => {
    const fanout = createFanout(10)
    const log: (number | string)[] = []
    const first = fanout.run(range(25), (i) => log.push(i))
    const second = fanout.run(['a', 'b'], (x) => log.push(x))
    expect(log).toEqual([])
    expect(fanout.pending()).toBe(27)
    setImmediate(() => log.push('other'))
    await Promise.all([first, second])
    expect(log).toEqual([...range(10), 'other', ...range(25).slice(10), 'a', 'b'])
    expect(fanout.pending()).toBe(0)
  })

  it('keeps delivering past a delivery that throws', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const fanout = createFanout(2)
    const delivered: number[] = []
    await fanout.run(range(5), (i) => {
      if (i === 1) throw new Error('socket gone')
      delivered.push(i)
    })
    expect(delivered).toEqual([0, 2, 3, 4])
    expect(error).toHaveBeenCalledOnce()
    error.mockRestore()
  })

  it('drops what is queued on clear', async () => {
    const fanout = createFanout(1)
    const delivered: number[] = []
    void fanout.run(range(3), (i) => delivered.push(i))
    await new Promise((resolve) => setImmediate(resolve))
    fanout.clear()
    await new Promise((resolve) => setImmediate(resolve))
    expect(delivered).toEqual([0])
    expect(fanout.pending()).toBe(0)
  })
})
