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
    const ui = mountApproval(root, { armMs: 0 })
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

  it('arms Approve only after a moment, then reports the click', () => {
    vi.useFakeTimers()
    const decide = vi.fn()
    const ui = mountApproval(root)
    ui.show(view, decide)
    const approve = byTestId('wallet-approve') as HTMLButtonElement
    expect(approve.disabled).toBe(true)
    vi.advanceTimersByTime(500)
    expect(approve.disabled).toBe(false)
    approve.click()
    expect(decide).toHaveBeenCalledWith(true)
  })

  it('rejects with the button or Escape, shows the queue, and goes blank when hidden', () => {
    const decide = vi.fn()
    const ui = mountApproval(root, { armMs: 0 })
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
