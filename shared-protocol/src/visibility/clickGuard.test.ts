import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { clickGuardTimes } from '../constants/clickGuard.js'
import { type ClickGuardState, createClickGuard } from './clickGuard.js'

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

function guard() {
  const changes: ClickGuardState[] = []
  const g = createClickGuard({ onChange: (state) => changes.push(state) })
  return { g, changes }
}

describe('createClickGuard', () => {
  it('arms only after the button has been visible for the whole dwell', () => {
    const { g, changes } = guard()
    expect(g.state).toBe('waiting')
    g.see('visible')
    vi.advanceTimersByTime(clickGuardTimes.dwell - 1)
    expect(g.state).toBe('waiting')
    // More sightings while counting do not restart the count.
    g.see('visible')
    vi.advanceTimersByTime(1)
    expect(g.state).toBe('armed')
    expect(changes).toEqual(['armed'])
  })

  it('starts the count again after any break, however short', () => {
    const { g } = guard()
    g.see('visible')
    vi.advanceTimersByTime(400)
    g.see('obscured')
    g.see('visible')
    vi.advanceTimersByTime(400)
    expect(g.state).toBe('waiting')
    vi.advanceTimersByTime(100)
    expect(g.state).toBe('armed')
  })

  it('disarms at once when hidden after arming, and says why once it lasts', () => {
    const { g, changes } = guard()
    g.see('visible')
    vi.advanceTimersByTime(clickGuardTimes.dwell)
    g.see('obscured')
    expect(g.state).toBe('waiting')
    vi.advanceTimersByTime(clickGuardTimes.notice - 1)
    expect(g.state).toBe('waiting')
    vi.advanceTimersByTime(1)
    expect(g.state).toBe('obscured')
    expect(changes).toEqual(['armed', 'waiting', 'obscured'])
  })

  it('never arms while hidden from the start, and says so', () => {
    const { g } = guard()
    g.see('obscured')
    vi.advanceTimersByTime(10_000)
    expect(g.state).toBe('obscured')
    g.see('obscured')
    expect(g.state).toBe('obscured')
    // Visible again: the notice goes, and the dwell starts from now.
    g.see('visible')
    expect(g.state).toBe('waiting')
    vi.advanceTimersByTime(clickGuardTimes.dwell)
    expect(g.state).toBe('armed')
  })

  it('shows no notice for a short hide (an animation) nor for offscreen', () => {
    const { g, changes } = guard()
    g.see('obscured')
    vi.advanceTimersByTime(clickGuardTimes.notice - 50)
    g.see('visible')
    vi.advanceTimersByTime(clickGuardTimes.dwell)
    g.see('offscreen')
    vi.advanceTimersByTime(10_000)
    expect(changes).toEqual(['armed', 'waiting'])
  })

  it('keeps the notice while the button is out of view, until it is seen again or reset', () => {
    const { g, changes } = guard()
    g.see('obscured')
    vi.advanceTimersByTime(clickGuardTimes.notice)
    // The notice pushes the button down, out of an inline frame that has not grown yet.
    g.see('offscreen')
    g.see('obscured')
    vi.advanceTimersByTime(10_000)
    expect(changes).toEqual(['obscured'])
    g.see('offscreen')
    g.see('visible')
    vi.advanceTimersByTime(clickGuardTimes.dwell)
    expect(changes).toEqual(['obscured', 'waiting', 'armed'])
    g.see('obscured')
    vi.advanceTimersByTime(clickGuardTimes.notice)
    g.reset()
    vi.advanceTimersByTime(10_000)
    expect(changes).toEqual(['obscured', 'waiting', 'armed', 'waiting', 'obscured', 'waiting'])
  })

  it('takes its times from the options, and stops its timers', () => {
    const changes: ClickGuardState[] = []
    const g = createClickGuard({ onChange: (s) => changes.push(s), dwellMs: 0, noticeMs: 10 })
    g.see('visible')
    vi.advanceTimersByTime(0)
    expect(g.state).toBe('armed')
    g.see('obscured')
    g.stop()
    vi.advanceTimersByTime(1_000)
    expect(changes).toEqual(['armed', 'waiting'])
  })
})
