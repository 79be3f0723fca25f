import { describe, expect, it, vi } from 'vitest'
import { clickGuardTimes } from '../constants/clickGuard.js'
import type { Sight } from './clickGuard.js'
import { fakeSight } from './fakeSight.js'
import { hasVisibilityTracking, watchSight } from './watchSight.js'

const target = {} as Element

describe('watchSight', () => {
  it('with IntersectionObserver v2: visible, obscured when whole but not visible, offscreen otherwise', () => {
    const fake = fakeSight()
    expect(hasVisibilityTracking(fake.env)).toBe(true)
    const sights: Sight[] = []
    const stop = watchSight(target, (s) => sights.push(s), fake.env)
    expect(fake.options).toEqual([
      { threshold: [0, 0.99, 1], trackVisibility: true, delay: clickGuardTimes.observerDelay },
    ])
    fake.see({ isVisible: true })
    fake.see({ isVisible: false })
    // Clipped by a scroller: Chromium says not visible, but nothing hides it on purpose.
    fake.see({ isVisible: false, intersectionRatio: 0.5 })
    fake.see({ isVisible: false, isIntersecting: false, intersectionRatio: 0 })
    // Several entries at once: the latest counts.
    fake.see({ isVisible: false }, { isVisible: true })
    // Partly off the page's edge (a translated inline card): v2 says visible, but it is not seen whole.
    fake.see({ isVisible: true, intersectionRatio: 0.56 })
    expect(sights).toEqual(['visible', 'obscured', 'offscreen', 'offscreen', 'visible', 'offscreen'])
    stop()
    expect(fake.live).toBe(0)
  })

  it('without v2 (Firefox, Safari): on screen counts as visible, and no v2 options are asked', () => {
    const fake = fakeSight({ tracking: false })
    expect(hasVisibilityTracking(fake.env)).toBe(false)
    const onSight = vi.fn()
    watchSight(target, onSight, fake.env)
    expect(fake.options).toEqual([{ threshold: [0, 1] }])
    fake.see({})
    fake.see({ isIntersecting: false, intersectionRatio: 0 })
    expect(onSight.mock.calls).toEqual([['visible'], ['offscreen']])
  })

  it('without IntersectionObserver at all: visible at once (the dwell alone guards)', () => {
    const onSight = vi.fn()
    watchSight(target, onSight, {})
    expect(onSight).toHaveBeenCalledWith('visible')
  })
})
