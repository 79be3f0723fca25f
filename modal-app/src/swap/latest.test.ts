import { expect, it } from 'vitest'
import { createLatest } from './latest.js'

it('keeps only the newest request current and aborts the ones before it', () => {
  const latest = createLatest()
  const first = latest.next()
  const second = latest.next()
  expect(first.current()).toBe(false)
  expect(first.signal.aborted).toBe(true)
  expect(second.current()).toBe(true)
  expect(second.signal.aborted).toBe(false)
  latest.cancel()
  expect(second.current()).toBe(false)
  expect(second.signal.aborted).toBe(true)
})
