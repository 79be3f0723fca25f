import { describe, expect, it, vi } from 'vitest'
import { atHostLoad, mountFrame } from './mountFrame.js'

describe('mountFrame', () => {
  it('mounts one sandboxed, transparent, hidden iframe and shows it on demand', () => {
    const frame = mountFrame('http://modal.localhost:5174/', 999)
    const el = document.querySelector('iframe[data-airlock-frame]') as HTMLIFrameElement
    expect(el).toBe(frame.element)
    expect(el.getAttribute('sandbox')).toBe('allow-scripts allow-same-origin')
    expect(el.getAttribute('allow')).toBe('clipboard-write')
    expect(el.style.zIndex).toBe('999')
    expect(el.style.opacity).toBe('0')
    expect(el.style.pointerEvents).toBe('none')
    expect(el.getAttribute('aria-hidden')).toBe('true')
    frame.setVisible(true)
    expect(el.style.opacity).toBe('1')
    expect(el.style.pointerEvents).toBe('auto')
    expect(el.hasAttribute('aria-hidden')).toBe(false)
    frame.destroy()
    expect(document.querySelector('iframe[data-airlock-frame]')).toBeNull()
  })
})

describe('atHostLoad', () => {
  it('waits for the load event while the page loads, and mounts at once after it', () => {
    Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true })
    const later = vi.fn()
    atHostLoad(later)
    expect(later).not.toHaveBeenCalled()
    window.dispatchEvent(new Event('load'))
    expect(later).toHaveBeenCalledTimes(1)
    Object.defineProperty(document, 'readyState', { value: 'complete', configurable: true })
    const now = vi.fn()
    atHostLoad(now)
    expect(now).toHaveBeenCalledTimes(1)
    Reflect.deleteProperty(document, 'readyState')
  })
})
