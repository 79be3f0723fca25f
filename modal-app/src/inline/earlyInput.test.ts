import { afterEach, describe, expect, it, vi } from 'vitest'
import { captureEarlyInput } from './earlyInput.js'

afterEach(() => {
  document.body.innerHTML = ''
})

describe('captureEarlyInput', () => {
  it('holds clicks on the built dialog and replays them on the same element of the app render', () => {
    document.body.innerHTML = `<button data-testid="walletconnect" data-name="WalletConnect"><span id="inner">WC</span></button>
      <button data-testid="header-close">x</button>`
    const input = captureEarlyInput(document)
    ;(document.getElementById('inner') as HTMLElement).click()
    ;(document.querySelector('[data-testid="header-close"]') as HTMLElement).click()
    // The app's render replaces the markup: the new elements get the replayed clicks, in order.
    document.body.innerHTML = `<button data-testid="walletconnect" data-name="WalletConnect">WC</button>
      <button data-testid="header-close">x</button>`
    const order: string[] = []
    for (const id of ['walletconnect', 'header-close'])
      document.querySelector(`[data-testid="${id}"]`)?.addEventListener('click', () => order.push(id))
    input.release()
    expect(order).toEqual(['walletconnect', 'header-close'])
  })

  it('keeps a held click from acting on the built markup, and replays Escape on the window', () => {
    document.body.innerHTML = '<a data-testid="what-is-a-wallet-link" href="#x">?</a>'
    const input = captureEarlyInput(document)
    const link = document.querySelector('a') as HTMLAnchorElement
    const seen = vi.fn()
    link.addEventListener('click', seen)
    link.click()
    expect(seen).not.toHaveBeenCalled()
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))
    const escapes = vi.fn()
    window.addEventListener('keydown', (event) => escapes(event.key))
    input.release()
    expect(escapes).toHaveBeenCalledWith('Escape')
    // Released: clicks act again.
    link.click()
    expect(seen).toHaveBeenCalledTimes(2)
  })

  it('drops a held click whose element the app did not render', () => {
    document.body.innerHTML = '<button data-testid="all-wallets">All</button>'
    const input = captureEarlyInput(document)
    ;(document.querySelector('button') as HTMLElement).click()
    document.body.innerHTML = ''
    expect(() => input.release()).not.toThrow()
  })
})
