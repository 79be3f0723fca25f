import { type SocialProvider, telegramSocialRestrictions } from '@airlock/shared-protocol'

/** What the modal's own window tells of the browser it runs in. */
export interface BrowserSignals {
  userAgent: string
  maxTouchPoints: number
  /** Telegram's in-app browser objects on this window (`TelegramWebviewProxy`, `…Proto`, `Telegram`). */
  telegramObjects: boolean
}

export type TelegramPlatform = keyof typeof telegramSocialRestrictions

/**
 * The platform of Telegram's in-app browser the modal runs in, or undefined outside it. The modal is
 * a cross-origin frame: it cannot read the host page's window, so it asks its own. Telegram's
 * Android app exposes `TelegramWebviewProxy` through addJavascriptInterface, which reaches every
 * frame, and writes `Telegram-Android/` in the user agent; the objects AppKit looks for on the page
 * count too when Telegram injects them into frames. The user agent then names the platform: iPadOS
 * says Macintosh, but has touch points.
 */
export function telegramPlatform(signals: BrowserSignals) {
  const { userAgent, maxTouchPoints } = signals
  if (!inTelegram(signals)) return undefined
  if (/Android/i.test(userAgent)) return 'android'
  if (/iPhone|iPad|iPod/i.test(userAgent) || (/Macintosh/i.test(userAgent) && maxTouchPoints > 1))
    return 'ios'
  if (/Macintosh/i.test(userAgent)) return 'mac'
  return undefined
}

/**
 * Whether these signals come from inside Telegram's in-app browser, on any platform: its objects on
 * the window, or its name in the user agent (Android's WebView writes `Telegram-Android/`).
 */
export const inTelegram = ({ userAgent, telegramObjects }: BrowserSignals) =>
  telegramObjects || /\bTelegram\b/i.test(userAgent)

/** The social logins offered, without those spec section 5 removes inside Telegram on `platform`. */
export function socialsForPlatform(
  providers: readonly SocialProvider[],
  platform: TelegramPlatform | undefined,
): readonly SocialProvider[] {
  if (platform === undefined) return providers
  const removed: readonly SocialProvider[] = telegramSocialRestrictions[platform]
  return providers.filter((provider) => !removed.includes(provider))
}

/** This window's signals (read when the social buttons render: never in the modal's boot). */
export function browserSignals(): BrowserSignals {
  const page = window as unknown as Record<string, unknown>
  return {
    userAgent: navigator.userAgent,
    maxTouchPoints: navigator.maxTouchPoints ?? 0,
    telegramObjects: ['TelegramWebviewProxy', 'TelegramWebviewProxyProto', 'Telegram'].some((name) =>
      Boolean(page[name]),
    ),
  }
}
