import { clickGuardTimes, fakeSight } from '@airlock/shared-protocol/visibility'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { describeRequest } from './describeRequest.js'
import { type ApprovalView, mountApproval } from './renderApproval.js'

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const view: ApprovalView = {
  ...describeRequest('personal_sign', ['0x3c623e68693c2f623e', ADDRESS]),
  method: 'personal_sign',
  account: ADDRESS,
  dapp: { name: 'Demo <App>', url: 'https://demo.app', icon: 'https://demo.app/i.png' },
  requestedFrom: 'http://app.localhost:5173',
}

let root: HTMLElement
beforeEach(() => {
  document.body.innerHTML = '<main id="approval" hidden></main>'
  root = document.getElementById('approval') as HTMLElement
})
afterEach(() => vi.useRealTimers())

const byTestId = (id: string) => root.querySelector<HTMLElement>(`[data-testid="${id}"]`)

describe('mountApproval', () => {
  it('draws the request as text, with the dApp, the account and the buttons, focused on the title', () => {
    const ui = mountApproval(root, { armMs: 0, sightEnv: fakeSight().env })
    ui.show(view, () => {})
    expect(root.hidden).toBe(false)
    expect(document.documentElement.dataset.approval).toBe('open')
    const dialog = byTestId('wallet-approval')
    expect(dialog?.getAttribute('role')).toBe('dialog')
    expect(dialog?.dataset.method).toBe('personal_sign')
    const heading = root.querySelector('h1')
    expect(heading?.textContent).toBe('Signature request')
    expect(dialog?.getAttribute('aria-labelledby')).toBe(heading?.id)
    expect(document.activeElement).toBe(heading)
    expect(byTestId('wallet-dapp')?.textContent).toBe('Demo <App>')
    expect(byTestId('wallet-dapp-url')?.textContent).toBe('https://demo.app')
    expect(byTestId('wallet-dapp-origin')?.textContent).toBe('on http://app.localhost:5173')
    expect(byTestId('wallet-account')?.textContent).toBe(ADDRESS)
    expect(byTestId('wallet-message')?.textContent).toBe('<b>hi</b>')
    expect(root.querySelector('b')).toBeNull()
    expect(byTestId('wallet-approve')?.tagName).toBe('BUTTON')
    expect(byTestId('wallet-reject')?.textContent).toBe('Reject')
  })

  it('shows each call of a batch, and whether the smart account or the EOA acts', () => {
    const ui = mountApproval(root, { armMs: 0, sightEnv: fakeSight().env })
    const other = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
    const calls = [
      { to: ADDRESS, value: '0x2386f26fc10000' },
      { to: other, data: '0xa9059cbb' },
    ]
    ui.show(
      {
        ...describeRequest('wallet_sendCalls', [{ version: '2.0.0', calls }]),
        method: 'wallet_sendCalls',
        account: other,
        accountType: 'smartAccount',
        dapp: undefined,
        requestedFrom: undefined,
      },
      () => {},
    )
    expect(root.querySelector('h1')?.textContent).toBe('Review 2 calls')
    expect(byTestId('wallet-account-type')?.textContent).toBe('Smart account')
    expect(byTestId('wallet-tx-to-1')?.textContent).toBe(ADDRESS)
    expect(byTestId('wallet-tx-value-1')?.textContent).toBe('0.01 ETH')
    expect(byTestId('wallet-tx-to-2')?.textContent).toBe(other)
    expect(byTestId('wallet-tx-data-2')?.textContent).toBe('4 bytes')
    ui.show({ ...view, accountType: 'eoa' }, () => {})
    expect(byTestId('wallet-account-type')?.textContent).toBe('EOA')
    ui.show(view, () => {})
    expect(byTestId('wallet-account-type')).toBeNull()
  })

  /** A request shown with the guard's real times, watched by a fake observer the test drives. */
  function shownWithGuard() {
    vi.useFakeTimers()
    const sight = fakeSight()
    const decide = vi.fn()
    const ui = mountApproval(root, { sightEnv: sight.env })
    ui.show(view, decide)
    return { sight, decide, ui, approve: byTestId('wallet-approve') as HTMLButtonElement }
  }

  it('arms Approve only once it has been visible for the dwell, then reports the click', () => {
    const { sight, decide, approve } = shownWithGuard()
    expect(approve.disabled).toBe(true)
    // Never seen: time alone arms nothing.
    vi.advanceTimersByTime(10_000)
    expect(approve.disabled).toBe(true)
    sight.see({ isVisible: true })
    vi.advanceTimersByTime(clickGuardTimes.dwell - 1)
    expect(approve.disabled).toBe(true)
    vi.advanceTimersByTime(1)
    expect(approve.disabled).toBe(false)
    approve.click()
    expect(decide).toHaveBeenCalledWith(true)
  })

  it('says the page hides or covers the window, and a click then approves nothing', () => {
    const { sight, decide, ui, approve } = shownWithGuard()
    sight.see({ isVisible: true })
    vi.advanceTimersByTime(clickGuardTimes.dwell)
    // The page sets the modal's frame to opacity 0.001 (or covers it): disarmed at once.
    sight.see({ isVisible: false })
    expect(approve.disabled).toBe(true)
    approve.disabled = false
    approve.click()
    approve.disabled = true
    expect(decide).not.toHaveBeenCalled()
    expect(byTestId('obscured-notice')).toBeNull()
    vi.advanceTimersByTime(clickGuardTimes.notice)
    const notice = byTestId('obscured-notice')
    expect(notice?.getAttribute('role')).toBe('alert')
    expect(notice?.textContent).toBe(
      'This page is hiding or covering the wallet window Approve works once the window is fully visible.',
    )
    expect(approve.getAttribute('aria-describedby')).toBe(notice?.id)
    // Fully visible again: the notice goes, and Approve arms after a fresh dwell.
    sight.see({ isVisible: true })
    expect(byTestId('obscured-notice')).toBeNull()
    expect(approve.hasAttribute('aria-describedby')).toBe(false)
    vi.advanceTimersByTime(clickGuardTimes.dwell)
    expect(approve.disabled).toBe(false)
    // A new request starts its own watch; the old one is stopped.
    ui.show(view, decide)
    expect(sight.live).toBe(1)
    expect((byTestId('wallet-approve') as HTMLButtonElement).disabled).toBe(true)
  })

  it('rejects with the button or Escape, shows the queue, and goes blank when hidden', () => {
    const decide = vi.fn()
    const ui = mountApproval(root, { armMs: 0, sightEnv: fakeSight().env })
    ui.show(view, decide)
    ui.setWaiting(2)
    expect(byTestId('wallet-queue')?.textContent).toBe('2 more requests waiting')
    byTestId('wallet-reject')?.click()
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }))
    expect(decide.mock.calls).toEqual([[false], [false]])
    ui.setBusy()
    expect((byTestId('wallet-reject') as HTMLButtonElement).disabled).toBe(true)
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }))
    expect(decide).toHaveBeenCalledTimes(2)
    ui.hide()
    expect(root.hidden).toBe(true)
    expect(root.childElementCount).toBe(0)
    expect(document.documentElement.dataset.approval).toBe('idle')
  })
})
