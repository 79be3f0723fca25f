import type { SocialProvider } from './defaults.js'

/** Social logins removed inside Telegram's in-app browser, per platform (spec section 5). */
export const telegramSocialRestrictions = {
  ios: ['google'],
  mac: ['x'],
  android: ['facebook', 'x'],
} as const satisfies Record<string, readonly SocialProvider[]>
