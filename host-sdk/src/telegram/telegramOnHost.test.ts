import { afterEach, describe, expect, it } from 'vitest'
import { telegramOnHost } from './telegramOnHost.js'

const page = window as unknown as Record<string, unknown>

afterEach(() => {
  delete page.TelegramWebviewProxy
  window.history.replaceState(null, '', '/')
})

describe('telegramOnHost', () => {
  it('says whether Telegram marks the page, and its platform', () => {
    expect(telegramOnHost()).toMatchObject({ inTelegram: false })
    expect(telegramOnHost().platform).toBeUndefined()
    page.TelegramWebviewProxy = { postEvent() {} }
    const told = telegramOnHost()
    expect(told.inTelegram).toBe(true)
    // happy-dom's user agent names no platform of spec section 5.
    expect(told.platform).toBeUndefined()
  })

  it('takes the handoff out of the URL and the history, keeping the rest of the page URL', () => {
    window.history.replaceState({ route: 'swap' }, '', '/swap?tab=1&airlock_social=abc_DEF-1#top')
    const told = telegramOnHost()
    expect(told.handoff).toBe('abc_DEF-1')
    expect(told.href).toBe(`${location.origin}/swap?tab=1#top`)
    expect(location.href).toBe(`${location.origin}/swap?tab=1#top`)
    expect(window.history.state).toEqual({ route: 'swap' })
    // Once: a second read finds none.
    expect(telegramOnHost().handoff).toBeUndefined()
  })
})
