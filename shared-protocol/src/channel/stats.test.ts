import { expect, test } from 'vitest'
import { createChannelStats } from './stats.js'

test('fresh stats are zero and independent', () => {
  const a = createChannelStats()
  const b = createChannelStats()
  expect(a).toEqual({
    accepted: 0,
    dropped: { foreignSource: 0, foreignOrigin: 0, malformed: 0, duplicate: 0 },
    held: 0,
  })
  a.dropped.malformed++
  expect(b.dropped.malformed).toBe(0)
})
