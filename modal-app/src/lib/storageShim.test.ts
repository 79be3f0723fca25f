import { describe, expect, it } from 'vitest'
import { installStorageShim } from './storageShim.js'

describe('installStorageShim', () => {
  it('leaves a working localStorage alone', () => {
    expect(installStorageShim(window)).toBe(false)
  })

  it('replaces a denied localStorage with an in-memory one', () => {
    const target = {} as Window
    Object.defineProperty(target, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('Access is denied for this document.', 'SecurityError')
      },
    })
    expect(installStorageShim(target)).toBe(true)
    target.localStorage.setItem('a', '1')
    expect(target.localStorage.getItem('a')).toBe('1')
    expect(target.localStorage.length).toBe(1)
  })
})
