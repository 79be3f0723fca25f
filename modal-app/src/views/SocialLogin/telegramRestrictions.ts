import {
  browserSignalsOf,
  type SocialProvider,
  type TelegramPlatform,
  telegramPlatform,
  telegramSocialRestrictions,
} from '@airlock/shared-protocol'

/** The social logins offered, without those spec section 5 removes inside Telegram on `platform`. */
export function socialsForPlatform(
  providers: readonly SocialProvider[],
  platform: TelegramPlatform | undefined,
): readonly SocialProvider[] {
  if (platform === undefined) return providers
  const removed: readonly SocialProvider[] = telegramSocialRestrictions[platform]
  return providers.filter((provider) => !removed.includes(provider))
}

/**
 * Telegram's platform as the modal's own window shows it (read when the social buttons render: never
 * in the modal's boot). Telegram's Android app reaches every frame (addJavascriptInterface, and its
 * user agent); elsewhere only the page is marked, which the host page tells (`telegramHost`).
 */
export const ownTelegramPlatform = () => telegramPlatform(browserSignalsOf(window))
