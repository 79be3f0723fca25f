import { describe, expect, it } from 'vitest'
import { browserSignalsOf, inTelegram, telegramPlatform } from './telegramBrowser.js'

const ua = {
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
  ipad: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko)',
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 7 Build/AP2A; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/126.0 Mobile Safari/537.36 Telegram-Android/11.2.3 (Google Pixel 7; Android 14; SDK 34; AVERAGE)',
  windows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
}

describe('telegramPlatform', () => {
  it('is undefined outside Telegram, whatever the platform', () => {
    for (const userAgent of [ua.iphone, ua.mac, ua.windows, ua.android.replace(/ Telegram-Android.*$/, '')])
      expect(telegramPlatform({ userAgent, maxTouchPoints: 5, telegramObjects: false })).toBeUndefined()
  })

  it("names the platform inside Telegram: its objects on this window, or Android's user agent", () => {
    expect(telegramPlatform({ userAgent: ua.android, maxTouchPoints: 5, telegramObjects: false })).toBe(
      'android',
    )
    expect(telegramPlatform({ userAgent: ua.iphone, maxTouchPoints: 5, telegramObjects: true })).toBe('ios')
    // iPadOS asks for the desktop site: a Macintosh with touch points.
    expect(telegramPlatform({ userAgent: ua.ipad, maxTouchPoints: 5, telegramObjects: true })).toBe('ios')
    expect(telegramPlatform({ userAgent: ua.mac, maxTouchPoints: 0, telegramObjects: true })).toBe('mac')
    // Telegram Desktop on Windows or Linux: no restriction is specified.
    expect(
      telegramPlatform({ userAgent: ua.windows, maxTouchPoints: 0, telegramObjects: true }),
    ).toBeUndefined()
  })
})

describe('browserSignalsOf and inTelegram', () => {
  it("reads a window's user agent, touch points and Telegram's objects", () => {
    const win = { navigator: { userAgent: ua.windows, maxTouchPoints: 0 } }
    expect(browserSignalsOf(win)).toEqual({
      userAgent: ua.windows,
      maxTouchPoints: 0,
      telegramObjects: false,
    })
    expect(inTelegram(browserSignalsOf(win))).toBe(false)
    const marked = { ...win, TelegramWebviewProxyProto: {} }
    expect(inTelegram(browserSignalsOf(marked))).toBe(true)
  })
})
