import { SocialLoginError } from './socialAdapter.js'
import type { SocialProviderConfig } from './socialConfig.js'
import type { SocialIdentity } from './socialIntentStore.js'
import { TELEGRAM_LOGIN_MAX_AGE_S, verifyTelegramLogin } from './telegramLogin.js'
import type { TelegramReplays } from './telegramReplays.js'

/**
 * Who signed in with Telegram: the login page's result checked with the bot token (the provider's
 * `clientSecret`), taken once; the Telegram user id is the subject, the username (or name) the
 * display name, and there is no email. Throws SocialLoginError with a text for the visitor.
 */
export async function telegramIdentity(
  result: string,
  config: SocialProviderConfig,
  now: number,
  replays: TelegramReplays,
): Promise<SocialIdentity> {
  if (config.clientSecret === undefined) throw new SocialLoginError('the Telegram bot has no token')
  const login = verifyTelegramLogin(result, config.clientSecret, now)
  const expiresAt = (login.authDate + TELEGRAM_LOGIN_MAX_AGE_S) * 1000
  if (!(await replays.firstUse(login.hash, expiresAt)))
    throw new SocialLoginError('this Telegram login was already used')
  return {
    provider: 'telegram',
    subject: String(login.id),
    ...(login.name === undefined ? {} : { username: login.name }),
  }
}
