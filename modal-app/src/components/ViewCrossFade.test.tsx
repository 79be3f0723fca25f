import type { ViewName } from '@airlock/shared-protocol'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, expect, it } from 'vitest'
import { loadViews } from './loadViews.js'
import { ViewCrossFade } from './ViewCrossFade.js'

// The copying code comes with the views chunk, as in the modal once Connect has rendered.
beforeAll(() => loadViews())
afterEach(cleanup)

function Card({ view, open = true }: { view: ViewName; open?: boolean }) {
  return (
    <div data-testid="card">
      <ViewCrossFade view={view} open={open}>
        {view === 'Connect' ? (
          <div data-testid="old">
            <input aria-label="search" />
            <iframe title="frame" src="about:blank" />
          </div>
        ) : (
          <div data-testid="new">new</div>
        )}
      </ViewCrossFade>
    </div>
  )
}

const leaving = () => screen.getByTestId('card').querySelectorAll('[data-leaving-view]')

it('lays a copy of the old view after the body when an open modal changes view', () => {
  const { rerender } = render(<Card view="Connect" />)
  rerender(<Card view="AllWallets" />)
  const [copy] = leaving()
  expect(leaving()).toHaveLength(1)
  expect(copy?.previousElementSibling?.contains(screen.getByTestId('new'))).toBe(true)
  expect(copy?.getAttribute('aria-hidden')).toBe('true')
  expect((copy as HTMLElement).inert).toBe(true)
  // Closed shadow root: the copy's contents are not in the document's queries.
  expect(copy?.shadowRoot).toBeNull()
  expect(screen.queryByTestId('old')).toBeNull()
  expect(screen.getAllByTestId('new')).toHaveLength(1)
})

it('keeps one copy when views change again before the fade ends', () => {
  const { rerender } = render(<Card view="Connect" />)
  rerender(<Card view="AllWallets" />)
  rerender(<Card view="Connect" />)
  rerender(<Card view="AllWallets" />)
  expect(leaving()).toHaveLength(1)
})

it('does not cross-fade a re-render of the same view, or a view swapped while closed', () => {
  const { rerender } = render(<Card view="Connect" />)
  rerender(<Card view="Connect" />)
  expect(leaving()).toHaveLength(0)
  rerender(<Card view="Connect" open={false} />)
  rerender(<Card view="AllWallets" open={false} />)
  expect(leaving()).toHaveLength(0)
  rerender(<Card view="AllWallets" />)
  expect(leaving()).toHaveLength(0)
})

it('removes the copy when the body goes', () => {
  const { rerender, unmount } = render(<Card view="Connect" />)
  rerender(<Card view="AllWallets" />)
  const [copy] = leaving()
  unmount()
  expect(copy?.isConnected).toBe(false)
})
