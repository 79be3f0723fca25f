import { describe, expect, it, vi } from 'vitest'
import { afterHostLoad, mountFrame } from './mountFrame.js'

describe('mountFrame', () => {
  it('mounts one sandboxed, transparent, hidden iframe and shows it on demand', () => {
    const frame = mountFrame('http://modal.localhost:5174/', 999)
    const el = document.querySelector('iframe[data-airlock-frame]') as HTMLIFrameElement
    expect(el).toBe(frame.element)
    expect(el.getAttribute('sandbox')).toBe('allow-scripts allow-same-origin')
    expect(el.getAttribute('allow')).toBe('clipboard-write; hid')
    expect(el.style.zIndex).toBe('999')
    expect(el.style.opacity).toBe('0')
    expect(el.style.pointerEvents).toBe('none')
    expect(el.getAttribute('aria-hidden')).toBe('true')
    frame.setVisible(true)
    expect(el.style.opacity).toBe('1')
    expect(el.style.pointerEvents).toBe('')
    expect(el.hasAttribute('aria-hidden')).toBe(false)
    frame.destroy()
    expect(document.querySelector('iframe[data-airlock-frame]')).toBeNull()
  })
})

describe('afterHostLoad', () => {
  it('waits for the load event while the page loads, then for an idle moment', async () => {
    Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true })
    const later = vi.fn()
    afterHostLoad(later)
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(later).not.toHaveBeenCalled()
    window.dispatchEvent(new Event('load'))
    await vi.waitFor(() => expect(later).toHaveBeenCalledTimes(1))
    Object.defineProperty(document, 'readyState', { value: 'complete', configurable: true })
    const loaded = vi.fn()
    afterHostLoad(loaded)
    await vi.waitFor(() => expect(loaded).toHaveBeenCalledTimes(1))
    Reflect.deleteProperty(document, 'readyState')
  })
})
