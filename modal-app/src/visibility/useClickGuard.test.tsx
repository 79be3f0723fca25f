import { clickGuardTimes, type FakeSight, fakeSight } from '@airlock/shared-protocol/visibility'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { appStore } from '../stores/appStore.js'
import { GuardNotice } from './GuardNotice.js'
import { useClickGuard } from './useClickGuard.js'

const signed = vi.fn()

function Guarded({ sight }: { sight: FakeSight }) {
  const guard = useClickGuard<HTMLDivElement>(sight.env)
  return (
    <>
      <GuardNotice id={guard.noticeId} action="Sign" shown={guard.obscured} />
      <div ref={guard.ref}>
        <button
          type="button"
          disabled={!guard.armed}
          aria-describedby={guard.obscured ? guard.noticeId : undefined}
          onClick={guard.guard(signed)}
        >
          Sign
        </button>
      </div>
    </>
  )
}

beforeEach(() => {
  vi.useFakeTimers()
  signed.mockReset()
  appStore.setState({ open: true, snackbar: undefined })
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
  appStore.setState({ open: false })
})

/** Rendered, seen, and armed after the dwell. */
function armed(): FakeSight {
  const sight = fakeSight()
  render(<Guarded sight={sight} />)
  act(() => sight.see({ isVisible: true }))
  advance(clickGuardTimes.dwell)
  return sight
}

const button = () => screen.getByRole('button', { name: 'Sign' }) as HTMLButtonElement
const advance = (ms: number) => act(() => void vi.advanceTimersByTime(ms))

it('keeps the button disabled until it has been visible for the dwell, then lets its click through', () => {
  const sight = fakeSight()
  render(<Guarded sight={sight} />)
  expect(sight.live).toBe(1)
  expect(button().disabled).toBe(true)
  act(() => sight.see({ isVisible: true }))
  advance(clickGuardTimes.dwell - 1)
  expect(button().disabled).toBe(true)
  advance(1)
  expect(button().disabled).toBe(false)
  fireEvent.click(button())
  expect(signed).toHaveBeenCalledTimes(1)
})

it('hidden or covered: disarmed at once, a click does nothing, and the notice says why', () => {
  const sight = armed()
  act(() => sight.see({ isVisible: false }))
  expect(button().disabled).toBe(true)
  // Even a click that reached the handler (the button's `disabled` aside) signs nothing.
  button().disabled = false
  fireEvent.click(button())
  expect(signed).not.toHaveBeenCalled()
  advance(clickGuardTimes.notice)
  const notice = screen.getByTestId('obscured-notice')
  expect(notice.getAttribute('role')).toBe('alert')
  expect(notice.textContent).toBe(
    'This page is hiding or covering the wallet windowSign works once the window is fully visible.',
  )
  expect(button().getAttribute('aria-describedby')).toBe(notice.id)
  act(() => sight.see({ isVisible: true }))
  expect(screen.queryByTestId('obscured-notice')).toBeNull()
})

it("the modal's own snackbar over the buttons disarms them but blames nobody", () => {
  const sight = armed()
  act(() => appStore.setState({ snackbar: { key: 1, variant: 'error', message: 'Something went wrong' } }))
  expect(button().disabled).toBe(true)
  act(() => sight.see({ isVisible: false }))
  advance(10_000)
  expect(screen.queryByTestId('obscured-notice')).toBeNull()
  // Gone: the observer says so a moment later, and the dwell counts from then, with no notice between.
  act(() => appStore.setState({ snackbar: undefined }))
  advance(clickGuardTimes.notice - 200)
  act(() => sight.see({ isVisible: true }))
  advance(clickGuardTimes.dwell)
  expect(screen.queryByTestId('obscured-notice')).toBeNull()
  expect(button().disabled).toBe(false)
})

it('while the modal is closed: disarmed and quiet; opened again, the dwell starts over', () => {
  const sight = armed()
  act(() => appStore.setState({ open: false }))
  expect(button().disabled).toBe(true)
  // The frame fades out: hidden, but nobody is to be told.
  act(() => sight.see({ isVisible: false }))
  advance(10_000)
  expect(screen.queryByTestId('obscured-notice')).toBeNull()
  act(() => sight.see({ isVisible: true }))
  act(() => appStore.setState({ open: true }))
  advance(clickGuardTimes.dwell - 1)
  expect(button().disabled).toBe(true)
  advance(1)
  expect(button().disabled).toBe(false)
})

it('watches only while the button is there', () => {
  const sight = fakeSight()
  const { unmount } = render(<Guarded sight={sight} />)
  expect(sight.live).toBe(1)
  unmount()
  expect(sight.live).toBe(0)
})
