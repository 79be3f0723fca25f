import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { clickGuardTimes } from '../constants/clickGuard.js'
import { fakeSight } from './fakeSight.js'
import { guardTarget } from './guardTarget.js'

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

it('arms on what the observer sees, and counts nothing while its window is closed', () => {
  const fake = fakeSight()
  const guarded = guardTarget({} as Element, { env: fake.env, onChange: () => undefined })
  fake.see({ isVisible: true })
  vi.advanceTimersByTime(clickGuardTimes.dwell)
  expect(guarded.armed).toBe(true)

  // Closed: disarmed, and the observer's "hidden" (the frame fades out) shows no notice.
  guarded.setActive(false)
  expect(guarded.state).toBe('waiting')
  fake.see({ isVisible: false })
  vi.advanceTimersByTime(10_000)
  expect(guarded.state).toBe('waiting')

  // Opened again: the last sight counts from now.
  fake.see({ isVisible: true })
  guarded.setActive(true)
  vi.advanceTimersByTime(clickGuardTimes.dwell - 1)
  expect(guarded.armed).toBe(false)
  vi.advanceTimersByTime(1)
  expect(guarded.armed).toBe(true)

  fake.see({ isVisible: false })
  vi.advanceTimersByTime(clickGuardTimes.notice)
  expect(guarded.state).toBe('obscured')
  // Closed while it says the page hides it: the notice goes with the window.
  guarded.setActive(false)
  expect(guarded.state).toBe('waiting')
  guarded.stop()
  expect(fake.live).toBe(0)
})
