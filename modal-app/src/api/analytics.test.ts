import { afterEach, describe, expect, it, vi } from 'vitest'
import { appStore, toSnapshot } from '../stores/appStore.js'
import { track } from './analytics.js'

const initial = appStore.getState()
afterEach(() => {
  appStore.setState(initial, true)
  vi.unstubAllGlobals()
})

describe("the host's events (AppKit's subscribeEvents)", () => {
  it('lists each tracked event in the snapshot, numbered, with analytics off', () => {
    const fetch = vi.fn()
    vi.stubGlobal('fetch', fetch)
    track('MODAL_OPEN', { connected: false })
    track('CONNECT_SUCCESS', { method: 'browser', name: 'Dev Wallet' })
    expect(fetch).not.toHaveBeenCalled()
    expect(toSnapshot(appStore.getState()).events).toEqual([
      { id: 1, timestamp: expect.any(Number), event: 'MODAL_OPEN', properties: { connected: false } },
      {
        id: 2,
        timestamp: expect.any(Number),
        event: 'CONNECT_SUCCESS',
        properties: { method: 'browser', name: 'Dev Wallet' },
      },
    ])
  })

  it('keeps the last eight, still numbered on', () => {
    for (let i = 0; i < 10; i++) track('MODAL_CLOSE')
    expect(toSnapshot(appStore.getState()).events?.map((e) => e.id)).toEqual([3, 4, 5, 6, 7, 8, 9, 10])
  })

  it('sends no events field before the first event', () => {
    expect(toSnapshot(appStore.getState())).not.toHaveProperty('events')
  })
})
