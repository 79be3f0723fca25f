import type { telegramSocialRestrictions } from '../constants/telegramSocialRestrictions.js'

/** What a window tells of the browser it runs in. */
export interface BrowserSignals {
  userAgent: string
  maxTouchPoints: number
  /** Telegram's in-app browser objects on the window (`TelegramWebviewProxy`, `…Proto`, `Telegram`). */
  telegramObjects: boolean
}

/** The platforms spec section 5 restricts inside Telegram. */
export type TelegramPlatform = keyof typeof telegramSocialRestrictions

/**
 * Whether the signals come from inside Telegram's in-app browser, on any platform: its objects on
 * the window (AppKit looks for the same), or its name in the user agent (Android's WebView writes
 * `Telegram-Android/`).
 */
export const inTelegram = ({ userAgent, telegramObjects }: BrowserSignals) =>
  telegramObjects || /\bTelegram\b/i.test(userAgent)

/**
 * The platform of Telegram's in-app browser, or undefined outside it (or on a platform spec section 5
 * does not name). The user agent names it: iPadOS says Macintosh, but has touch points.
 */
export function telegramPlatform(signals: BrowserSignals): TelegramPlatform | undefined {
  const { userAgent, maxTouchPoints } = signals
  if (!inTelegram(signals)) return undefined
  if (/Android/i.test(userAgent)) return 'android'
  if (/iPhone|iPad|iPod/i.test(userAgent) || (/Macintosh/i.test(userAgent) && maxTouchPoints > 1))
    return 'ios'
  if (/Macintosh/i.test(userAgent)) return 'mac'
  return undefined
}

/** The objects Telegram's in-app browser puts on a window. */
const TELEGRAM_OBJECTS = ['TelegramWebviewProxy', 'TelegramWebviewProxyProto', 'Telegram'] as const

/** A window's signals: the modal's own, or the host page's (where iOS's Telegram marks only the page). */
export function browserSignalsOf(win: {
  navigator: { userAgent: string; maxTouchPoints?: number }
}): BrowserSignals {
  const named = win as unknown as Record<string, unknown>
  return {
    userAgent: win.navigator.userAgent,
    maxTouchPoints: win.navigator.maxTouchPoints ?? 0,
    telegramObjects: TELEGRAM_OBJECTS.some((name) => Boolean(named[name])),
  }
}
