import { clickGuardTimes, fakeSight, obscuredNotice } from '@airlock/shared-protocol/visibility'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { el } from './el.js'
import { guardApprove } from './guardApprove.js'

afterEach(() => vi.useRealTimers())

describe('guardApprove', () => {
  it('says in English what shared-protocol’s obscuredNotice says for Approve', () => {
    vi.useFakeTimers()
    const sight = fakeSight()
    const approve = el(document, 'button', {}, 'Approve')
    const actions = el(document, 'div', {}, approve)
    document.body.replaceChildren(actions)
    const guard = guardApprove(approve, actions, { env: sight.env })
    sight.see({ isVisible: true })
    vi.advanceTimersByTime(clickGuardTimes.dwell)
    sight.see({ isVisible: false })
    vi.advanceTimersByTime(clickGuardTimes.notice)
    const { title, detail } = obscuredNotice('Approve')
    expect(document.querySelector('[data-testid="obscured-notice"]')?.textContent).toBe(`${title} ${detail}`)
    guard.stop()
  })
})
